import { useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { FormTextField } from '@/components/form/FormTextField';
import { getCompanyDetails } from '@/config/env';
import { lineAmount } from '@/lib/billTotals';
import { formatRupees } from '@/lib/money';
import { BILLING_TEXTS as T } from './billingTexts';
import { emptyBillItem, itemLine, type BillFormValues } from './billSchema';

/** An item's typed fields, in order; the numbers say what the keyboard and the browser's steppers allow. */
const ITEM_FIELDS: readonly {
  key: 'description' | 'hsnSac' | 'qty' | 'unit' | 'rate';
  label: string;
  number?: { min: number; step: number; inputMode: 'numeric' | 'decimal' };
}[] = [
  { key: 'description', label: 'Description' },
  { key: 'hsnSac', label: 'HSN/SAC' },
  { key: 'qty', label: 'Qty', number: { min: 1, step: 1, inputMode: 'numeric' } },
  { key: 'unit', label: 'Unit' },
  { key: 'rate', label: 'Rate (₹)', number: { min: 0, step: 0.01, inputMode: 'decimal' } },
];

/** One item's read-only amount, redrawn as its quantity or rate changes. */
function ItemAmount({ control, index }: { control: Control<BillFormValues>; index: number }) {
  const item = useWatch({ control, name: `items.${index}` });
  const amount = item ? lineAmount(itemLine(item)) : 0;
  return <TextField label="Amount" size="small" value={formatRupees(amount)} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />;
}

/**
 * The bill's items (02 §5): description, the HSN/SAC code (blank prints the company's default SAC), a whole quantity of at least 1, unit, rate of 0 or more in steps
 * of 0.01, and the read-only amount; Add Item; remove is disabled while only one item is left.
 */
export function BillItemsFields({ control, errors, locked }: { control: Control<BillFormValues>; errors: FieldErrors<BillFormValues>; locked: boolean }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const listError = errors.items?.message ?? errors.items?.root?.message;
  const defaultSac = getCompanyDetails().defaultSac;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Item ${index + 1}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: '1fr 1fr',
              md: 'minmax(0, 3fr) minmax(0, 1.1fr) minmax(0, 0.8fr) minmax(0, 0.9fr) minmax(0, 1.3fr) minmax(0, 1.5fr) auto',
            },
            '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          }}
        >
          {ITEM_FIELDS.map(({ key, label, number }) => (
            <FormTextField
              key={key}
              control={control}
              name={`items.${index}.${key}`}
              label={label}
              type={number ? 'number' : undefined}
              size="small"
              disabled={locked}
              placeholder={key === 'hsnSac' ? defaultSac : undefined}
              slotProps={number ? { htmlInput: number } : key === 'hsnSac' ? { htmlInput: { inputMode: 'numeric', maxLength: 8 }, inputLabel: { shrink: true } } : undefined}
            />
          ))}
          <ItemAmount control={control} index={index} />
          <Tooltip title={fields.length === 1 ? 'A bill keeps at least one item' : 'Remove item'}>
            <span>
              <IconButton aria-label={`Remove item ${index + 1}`} color="error" disabled={locked || fields.length === 1} onClick={() => remove(index)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button startIcon={<AddIcon />} variant="outlined" size="small" disabled={locked} onClick={() => append(emptyBillItem())}>
          {T.addItem}
        </Button>
      </Box>
    </Box>
  );
}
