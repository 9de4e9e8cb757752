import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form/FormTextField';
import { FormTypeAhead } from '@/components/form/FormTypeAhead';
import { VENDOR_CHOICE, type PickableVendor } from '@/components/typeAheadEntities';
import { PURCHASE_MATERIAL_UNITS, VENDOR_PICKER_BLUR_MS } from '@/config/constants';
import { materialAmount } from '@/lib/amounts';
import { formatRupees } from '@/lib/money';
import { typedNumber, type PurchaseItemFormValues } from './purchaseItemSchema';

const vendorNameOf = (vendor: PickableVendor) => vendor.vendorName;

/** quantity × rate as typed, in rupees; nothing typed counts as 0. */
function LiveTotal({ control }: { control: Control<PurchaseItemFormValues> }) {
  const [quantity, rate] = useWatch({ control, name: ['quantity', 'rate'] });
  const total = materialAmount(typedNumber(quantity) || 0, typedNumber(rate) || 0);
  return (
    <Box sx={{ gridColumn: '1 / -1' }} role="group" aria-label="Total Amount">
      <Typography variant="body2" color="text.secondary">
        Total Amount
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} aria-live="polite">
        {formatRupees(total)}
      </Typography>
    </Box>
  );
}

/** The purchase-item form's fields (02 §2): material, quantity, unit, rate, vendor, date and the live total. */
export function PurchaseItemFormFields({
  control,
  vendors,
  disabled,
}: {
  control: Control<PurchaseItemFormValues>;
  /** The vendor suggestions. */
  vendors: readonly PickableVendor[];
  disabled: boolean;
}) {
  return (
    <>
      <FormTextField control={control} name="material" label="Material Name" required disabled={disabled} sx={{ gridColumn: '1 / -1' }} />
      <FormTextField control={control} name="quantity" label="Quantity" type="number" required disabled={disabled} slotProps={{ htmlInput: { min: 0, step: 'any' } }} />
      <FormTextField control={control} name="unit" label="Unit" required disabled={disabled} options={PURCHASE_MATERIAL_UNITS} />
      <FormTextField control={control} name="rate" label="Rate" type="number" required disabled={disabled} slotProps={{ htmlInput: { min: 0, step: 0.01 } }} />
      <FormTypeAhead
        control={control}
        name="vendor"
        freeText
        entity={VENDOR_CHOICE}
        options={vendors}
        valueOf={vendorNameOf}
        blurDelayMs={VENDOR_PICKER_BLUR_MS}
        label="Vendor"
        placeholder="Type or choose a vendor"
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="date"
        label="Date"
        type="date"
        required
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <LiveTotal control={control} />
    </>
  );
}
