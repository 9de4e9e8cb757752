import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { vendorKey, type Vendor } from '@/api/vendors';
import { FormTextField } from '@/components/form/FormTextField';
import { TypeAhead } from '@/components/TypeAhead';
import { VENDOR_CHOICE, type PickableVendor } from '@/components/typeAheadEntities';
import { PURCHASE_STATUSES, VENDOR_PICKER_BLUR_MS } from '@/config/constants';
import type { PurchaseFormValues } from './purchaseRecordSchema';

/**
 * The vendor choices: the vendor list, plus the record's own vendor when the list does not have it (a
 * vendor since removed, or a list that failed to load), so that an edit can keep it.
 */
export function vendorOptions(vendors: readonly Vendor[], saved: string): PickableVendor[] {
  const options: PickableVendor[] = vendors.map(({ _id, vendorName, category }) => ({ _id, vendorName, category }));
  const keep = saved.trim();
  if (keep && !options.some((v) => vendorKey(v.vendorName) === vendorKey(keep))) options.unshift({ _id: `saved:${keep}`, vendorName: keep, category: '' });
  return options;
}

/** The simple purchase form's fields (02 §3, §5): material, vendor chosen from the list, amount, date, status. */
export function PurchaseRecordFields({
  control,
  vendors,
  savedVendor,
  locked,
}: {
  control: Control<PurchaseFormValues>;
  vendors: readonly Vendor[];
  /** The vendor of the record being edited; '' when adding. */
  savedVendor: string;
  locked: boolean;
}) {
  const options = useMemo(() => vendorOptions(vendors, savedVendor), [vendors, savedVendor]);
  return (
    <>
      <FormTextField control={control} name="material" label="Material" required disabled={locked} />
      <Controller
        name="vendor"
        control={control}
        render={({ field, fieldState }) => (
          <TypeAhead
            size="medium"
            entity={VENDOR_CHOICE}
            options={options}
            label="Vendor"
            required
            blurDelayMs={VENDOR_PICKER_BLUR_MS}
            placeholder="Choose a vendor"
            value={options.find((v) => vendorKey(v.vendorName) === vendorKey(field.value)) ?? null}
            onChange={(vendor) => {
              field.onChange(vendor?.vendorName ?? '');
              field.onBlur();
            }}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            disabled={locked}
          />
        )}
      />
      <FormTextField
        control={control}
        name="amount"
        label="Amount (₹)"
        required
        disabled={locked}
        placeholder="0.00"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField control={control} name="date" label="Date" type="date" required disabled={locked} slotProps={{ inputLabel: { shrink: true } }} />
      <FormTextField control={control} name="status" label="Status" options={PURCHASE_STATUSES} disabled={locked} />
    </>
  );
}
