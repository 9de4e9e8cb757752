import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useCreateQuotationItem } from '@/api/quotations';
import { FormTextField } from '@/components/form/FormTextField';
import { QUOTATION_ITEM_UNITS } from '@/config/constants';
import { materialAmount } from '@/lib/amounts';
import { todayIso } from '@/lib/dates';
import { logItemActivity } from '../list/logItemActivity';
import { addItemSchema, type AddItemForm } from './addItemSchema';
import { ADD_ITEM_TEXTS } from './addItemTexts';
import { LiveTotalField } from './LiveTotalField';

const DEFAULT_UNIT = QUOTATION_ITEM_UNITS[0];

/** The add page's form: sends the item with quantity × rate as its total; a failure keeps what was typed. */
export function AddItemFormView({
  projectId,
  projectName,
  onCreated,
  onCancel,
}: {
  projectId: string;
  projectName: string;
  onCreated: () => void;
  onCancel: () => void;
}) {
  const createItem = useCreateQuotationItem();
  const [failure, setFailure] = useState('');
  const { control, handleSubmit } = useForm<AddItemForm>({
    resolver: yupResolver(addItemSchema),
    defaultValues: { description: '', itemNo: '', quantity: '', unit: DEFAULT_UNIT, rate: '', date: todayIso() },
  });

  const onValid = async (values: AddItemForm) => {
    setFailure('');
    const quantity = Number(values.quantity);
    const rate = Number(values.rate);
    try {
      const item = await createItem.mutateAsync({
        description: values.description,
        itemNo: values.itemNo,
        quantity,
        unit: values.unit,
        rate,
        date: values.date,
        totalAmount: materialAmount(quantity, rate),
        projectId,
      });
      logItemActivity('created', { _id: item._id, description: values.description, itemNo: values.itemNo }, projectName);
      onCreated();
    } catch {
      setFailure(ADD_ITEM_TEXTS.createFailed);
    }
  };

  const busy = createItem.isPending;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate aria-label="Add quotation item" onSubmit={handleSubmit(onValid)}>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField control={control} name="description" label="Description" required multiline minRows={2} disabled={busy} />
          </Box>
          <FormTextField control={control} name="itemNo" label="Item Number" required disabled={busy} />
          <FormTextField control={control} name="date" label="Date" type="date" required disabled={busy} slotProps={{ inputLabel: { shrink: true } }} />
          <FormTextField
            control={control}
            name="quantity"
            label="Quantity"
            type="number"
            required
            disabled={busy}
            slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
          />
          <FormTextField control={control} name="unit" label="Unit" required options={QUOTATION_ITEM_UNITS} disabled={busy} />
          <FormTextField
            control={control}
            name="rate"
            label="Rate"
            type="number"
            required
            disabled={busy}
            slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
          />
          <LiveTotalField control={control} />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Creating...' : 'Create'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
