import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCreateQuotationItem } from '@/api/quotations';
import { FormTextField } from '@/components/form/FormTextField';
import { useToast } from '@/components/toastStore';
import { todayIso } from '@/lib/dates';
import { logItemActivity } from './logItemActivity';
import { QUOTATION_LIST_TEXTS } from './quotationListTexts';
import { quotationItemSchema, type QuotationItemForm } from './quotationItemSchema';

/**
 * The inline Add Quotation form. It owns its own state, so typing here does not re-render the list.
 * A new item starts at 0.00: its amount comes from the materials and labour added on its sheets.
 */
export function AddQuotationForm({ projectId, projectName }: { projectId: string; projectName: string }) {
  const createItem = useCreateQuotationItem();
  const toast = useToast();
  const [failure, setFailure] = useState('');
  const { control, handleSubmit, reset } = useForm<QuotationItemForm>({
    resolver: yupResolver(quotationItemSchema),
    defaultValues: { description: '', date: todayIso() },
  });

  const onValid = async (values: QuotationItemForm) => {
    setFailure('');
    try {
      const item = await createItem.mutateAsync({ description: values.description, date: values.date, totalAmount: 0, projectId });
      toast.success(QUOTATION_LIST_TEXTS.added);
      logItemActivity('created', { ...item, description: item.description || values.description }, projectName);
      reset({ description: '', date: todayIso() });
    } catch {
      setFailure(QUOTATION_LIST_TEXTS.saveFailed);
    }
  };

  const busy = createItem.isPending;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Add Quotation
      </Typography>
      <Box component="form" noValidate aria-label="Add quotation" onSubmit={handleSubmit(onValid)}>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr auto' }, alignItems: 'start' }}>
          <FormTextField control={control} name="description" label="Description" required multiline maxRows={4} disabled={busy} />
          <FormTextField control={control} name="date" label="Date" type="date" required disabled={busy} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            label="Total Amount"
            value="0.00"
            helperText={QUOTATION_LIST_TEXTS.computedNote}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: { md: 1 } }}>
            {busy ? 'Saving...' : 'Add Quotation'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
