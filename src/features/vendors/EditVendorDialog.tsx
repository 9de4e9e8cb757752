import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { isApiError } from '@/api/apiError';
import { useUpdateVendor, type Vendor } from '@/api/vendors';
import { FormDialog } from '@/components/FormDialog';
import { useClearErrorOnEdit } from '@/components/form/useClearErrorOnEdit';
import { useToast } from '@/components/toastStore';
import { VendorFormFields } from './VendorFormFields';
import { editVendorSchema, toVendorInput, vendorFormValues, type VendorFormValues } from './vendorSchema';
import { VENDOR_TEXTS as T } from './vendorTexts';

/**
 * Edits one vendor (02 §2, §5): the same fields, phones and products comma-separated; mounted per vendor.
 * A failure keeps the dialog open with what was typed; a GST number another vendor has is also marked on its field.
 */
export function EditVendorDialog({ vendor, onClose }: { vendor: Vendor; onClose: () => void }) {
  const update = useUpdateVendor();
  const toast = useToast();
  const [failure, setFailure] = useState('');
  const form = useForm<VendorFormValues>({ resolver: yupResolver(editVendorSchema), defaultValues: vendorFormValues(vendor), reValidateMode: 'onSubmit' });
  useClearErrorOnEdit(form);

  const onValid = async (values: VendorFormValues) => {
    setFailure('');
    try {
      await update.mutateAsync({ id: vendor._id, input: toVendorInput(values, 'edit') });
    } catch (error) {
      if (isApiError(error) && error.status === 409) form.setError('gstNumber', { message: T.duplicateGst });
      setFailure(T.updateFailed);
      return;
    }
    toast.success(T.updated);
    onClose();
  };

  const busy = update.isPending;
  return (
    <FormDialog
      title={T.editTitle}
      maxWidth="md"
      busy={busy}
      failure={failure}
      onDismissFailure={() => setFailure('')}
      onClose={onClose}
      onSubmit={form.handleSubmit(onValid)}
    >
      <VendorFormFields control={form.control} disabled={busy} mode="edit" />
    </FormDialog>
  );
}
