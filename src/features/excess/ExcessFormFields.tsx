import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/form/FormTextField';
import { EXCESS_CONDITIONS, EXCESS_UNITS } from '@/config/constants';
import type { ExcessFormValues } from './excessSchema';

const wide = { gridColumn: '1 / -1' } as const;

/**
 * The excess item's fields. The quantity takes any number above 0 (ruling 10, 0.5 kg included), so the
 * input steps freely from 0 rather than from the spec's minimum of 1.
 */
export function ExcessFormFields({ control, disabled }: { control: Control<ExcessFormValues>; disabled: boolean }) {
  return (
    <>
      <FormTextField control={control} name="description" label="Description" required disabled={disabled} autoComplete="off" sx={wide} />
      <FormTextField
        control={control}
        name="quantity"
        label="Quantity"
        type="number"
        required
        disabled={disabled}
        slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
      />
      <FormTextField control={control} name="units" label="Units" required disabled={disabled} options={EXCESS_UNITS} />
      <FormTextField control={control} name="location" label="Location" required disabled={disabled} autoComplete="off" />
      <FormTextField control={control} name="condition" label="Condition" required disabled={disabled} options={EXCESS_CONDITIONS} />
    </>
  );
}
