import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCreateQuotationItem } from '@/api/quotations';
import { FormActions } from '@/components/form/FormActions';
import { DraftOffer } from '@/components/form/DraftOffer';
import { FormBanner } from '@/components/form/FormBanner';
import { useSubmitFlow } from '@/components/form/useSubmitFlow';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { QuotationItemFields } from '../itemForm/QuotationItemFields';
import { newItemValues, type QuotationItemValues } from '../itemForm/quotationItemValues';
import { QUOTATION_LIST_TEXTS } from './quotationListTexts';
import { quotationItemSchema } from './quotationItemSchema';

/**
 * The inline Add Quotation form. It owns its own state, so typing here does not re-render the list.
 * A new item starts at 0.00: its amount comes from the materials and labour added on its sheets.
 */
export function AddQuotationForm({ projectId, projectName }: { projectId: string; projectName: string }) {
  const createItem = useCreateQuotationItem();
  const { control, handleSubmit, reset } = useSchemaForm<QuotationItemValues>(quotationItemSchema, newItemValues(), {
    clearErrorOnEdit: false,
    draft: ['add-quotation', projectId],
  });
  const flow = useSubmitFlow<QuotationItemValues, unknown>({
    send: ({ description, date }) => createItem.mutateAsync({ item: { description, date, totalAmount: 0, projectId }, projectName }),
    successText: QUOTATION_LIST_TEXTS.added,
    successIn: 'toast',
    errorText: QUOTATION_LIST_TEXTS.saveFailed,
    afterSave: 'edit',
    onSaved: () => reset(newItemValues()),
    draft: handleSubmit.draft,
  });

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Add Quotation
      </Typography>
      <Box component="form" noValidate aria-label="Add quotation" aria-busy={flow.busy} onSubmit={flow.onSubmitWith(handleSubmit)} sx={{ display: 'grid', gap: 2 }}>
        <DraftOffer draft={handleSubmit.draft} disabled={flow.busy} />
        <FormBanner message={flow.banner} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr auto' }, alignItems: 'start' }}>
          <QuotationItemFields control={control} disabled={flow.busy} compact />
          <TextField
            label="Total Amount"
            value="0.00"
            helperText={QUOTATION_LIST_TEXTS.computedNote}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <FormActions busy={flow.busy} submitLabel="Add Quotation" busyLabel="Saving...">
            {(buttons) => <Box sx={{ mt: { md: 1 } }}>{buttons}</Box>}
          </FormActions>
        </Box>
      </Box>
    </Paper>
  );
}
