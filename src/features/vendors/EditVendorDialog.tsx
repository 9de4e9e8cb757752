import { readVendor, useUpdateVendor, type Vendor } from '@/api/vendors';
import { FormDialog } from '@/components/FormDialog';
import { fieldRefusals } from '@/components/form/fieldRefusals';
import { recordConflictCheck } from '@/components/form/saveConflict';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { VendorFormFields } from './VendorFormFields';
import { editVendorSchema, toVendorInput, vendorFormValues, type VendorFormValues } from './vendorSchema';
import { VENDOR_TEXTS as T } from './vendorTexts';

/**
 * Edits one vendor (02 §2, §5): the same fields, phones and products comma-separated; mounted per vendor.
 * A failure keeps the dialog open with what was typed; a GST number another vendor has is also marked on its field.
 */
export function EditVendorDialog({ vendor, onClose }: { vendor: Vendor; onClose: () => void }) {
  const update = useUpdateVendor();
  const form = useSchemaForm<VendorFormValues>(editVendorSchema, vendorFormValues(vendor), { draft: ['edit-vendor', vendor._id] });

  return (
    <FormDialog
      title={T.editTitle}
      maxWidth="md"
      handleSubmit={form.handleSubmit}
      conflictCheck={recordConflictCheck({ opened: vendor, read: () => readVendor(vendor._id), valuesOf: vendorFormValues, form })}
      send={(values) => update.mutateAsync({ id: vendor._id, input: toVendorInput(values, 'edit') })}
      successText={T.updated}
      errorText={T.updateFailed}
      refusals={fieldRefusals(form.setError, [{ field: 'gstNumber', status: 409, message: T.duplicateGst, alsoTell: true }])}
      onClose={onClose}
    >
      {(locked) => <VendorFormFields control={form.control} disabled={locked} mode="edit" />}
    </FormDialog>
  );
}
