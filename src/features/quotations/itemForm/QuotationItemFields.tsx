import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import { FormTextField } from '@/components/form/FormTextField';
import { QUOTATION_ITEM_UNITS } from '@/config/constants';
import { LiveTotalField } from './LiveTotalField';
import type { QuotationItemValues } from './quotationItemValues';

const shrinkLabel = { inputLabel: { shrink: true } } as const;
const decimal = { htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } } as const;

/**
 * The quotation item form of the add page (`priced`: number, quantity, unit, rate and their live total),
 * the list's inline add (`compact`) and the edit modal. The fields sit in the caller's grid.
 */
export function QuotationItemFields({
  control,
  disabled,
  priced = false,
  compact = false,
}: {
  control: Control<QuotationItemValues>;
  disabled: boolean;
  priced?: boolean;
  /** One line of description that grows as it is typed. */
  compact?: boolean;
}) {
  const description = (
    <FormTextField
      control={control}
      name="description"
      label="Description"
      required
      multiline
      {...(compact ? { maxRows: 4 } : { minRows: 2 })}
      disabled={disabled}
    />
  );
  const date = <FormTextField control={control} name="date" label="Date" type="date" required disabled={disabled} slotProps={shrinkLabel} />;
  if (!priced) {
    return (
      <>
        {description}
        {date}
      </>
    );
  }
  return (
    <>
      <Box sx={{ gridColumn: '1 / -1' }}>{description}</Box>
      <FormTextField control={control} name="itemNo" label="Item Number" required disabled={disabled} />
      {date}
      <FormTextField control={control} name="quantity" label="Quantity" type="number" required disabled={disabled} slotProps={decimal} />
      <FormTextField control={control} name="unit" label="Unit" required options={QUOTATION_ITEM_UNITS} disabled={disabled} />
      <FormTextField control={control} name="rate" label="Rate" type="number" required disabled={disabled} slotProps={decimal} />
      <LiveTotalField control={control} />
    </>
  );
}
