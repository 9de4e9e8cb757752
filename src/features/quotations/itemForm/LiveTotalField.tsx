import { useWatch, type Control } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { materialAmount } from '@/lib/amounts';
import { formatRupees } from '@/lib/money';
import { positiveValue } from '../addItem/addItemSchema';
import type { QuotationItemValues } from './quotationItemValues';

/** Quantity × rate in rupees as they are typed; watches only those two fields. */
export function LiveTotalField({ control }: { control: Control<QuotationItemValues> }) {
  const [quantity, rate] = useWatch({ control, name: ['quantity', 'rate'] });
  const total = materialAmount(positiveValue(quantity) ?? 0, positiveValue(rate) ?? 0);
  return (
    <TextField
      label="Total Amount"
      value={formatRupees(total)}
      fullWidth
      helperText="Quantity × rate"
      slotProps={{ htmlInput: { readOnly: true, 'aria-live': 'polite' } }}
    />
  );
}
