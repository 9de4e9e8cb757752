import { useCreateVendor } from '@/api/vendors';
import { FormPage } from '@/components/FormPage';
import { REDIRECT_AFTER_CREATE_MS } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { VendorFormFields } from './VendorFormFields';
import { addVendorSchema, EMPTY_VENDOR_FORM, toVendorInput, type VendorFormValues } from './vendorSchema';
import { addVendorErrorText, VENDOR_TEXTS as T } from './vendorTexts';

/**
 * Add New Vendor (02 §2): the back arrow, four sections, Cancel and Add Vendor. On success the form says
 * so and the list follows after 2 s; a failure shows its catalogue text (02 §8) and keeps what was typed.
 */
export default function AddVendorPage() {
  const create = useCreateVendor();
  const form = useSchemaForm<VendorFormValues>(addVendorSchema, EMPTY_VENDOR_FORM, { draft: 'add-vendor' });

  return (
    <FormPage
      title={T.addTitle}
      subtitle={T.addSubtitle}
      formLabel="Add vendor"
      maxWidth={880}
      handleSubmit={form.handleSubmit}
      send={(values) => create.mutateAsync(toVendorInput(values, 'create'))}
      successText={T.created}
      errorText={addVendorErrorText}
      submitLabel={T.addVendor}
      busyLabel="Adding..."
      spinner
      returnTo={{ path: PATHS.vendorManagement, afterSaveMs: REDIRECT_AFTER_CREATE_MS, backButton: T.backToList }}
    >
      {(locked) => <VendorFormFields control={form.control} disabled={locked} mode="create" />}
    </FormPage>
  );
}
