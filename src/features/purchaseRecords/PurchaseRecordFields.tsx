import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { vendorKey, type Vendor } from '@/api/vendors';
import { FormTextField } from '@/components/form/FormTextField';
import { FormTypeAhead } from '@/components/form/FormTypeAhead';
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

const vendorNameOf = (vendor: PickableVendor) => vendor.vendorName;

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
      <FormTypeAhead
        control={control}
        name="vendor"
        entity={VENDOR_CHOICE}
        options={options}
        valueOf={vendorNameOf}
        isValue={(vendor, name) => vendorKey(vendor.vendorName) === vendorKey(name)}
        label="Vendor"
        required
        blurDelayMs={VENDOR_PICKER_BLUR_MS}
        placeholder="Choose a vendor"
        disabled={locked}
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
