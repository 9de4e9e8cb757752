import { useCreateLabourProfile } from '@/api/labourProfiles';
import { FormPage } from '@/components/FormPage';
import { REDIRECT_AFTER_LABOUR_CREATE_MS } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { fieldRefusals } from '@/components/form/fieldRefusals';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { LabourFormFields } from './LabourFormFields';
import { addLabourSchema, EMPTY_LABOUR_FORM, toLabourFields, type LabourFormValues } from './labourSchema';
import { addLabourErrorText, LABOUR_REFUSALS, LABOUR_TEXTS } from './labourTexts';

/**
 * Add New Labour (02 §2): three sections; on success a toast and the register after 1 s. A 400 about the
 * e-mail or the phone goes on that field; other failures are toasts; what was typed stays.
 */
export default function AddLabourPage() {
  const create = useCreateLabourProfile();
  const form = useSchemaForm<LabourFormValues>(addLabourSchema, EMPTY_LABOUR_FORM, { draft: 'add-labour' });

  return (
    <FormPage
      title="Add New Labour"
      subtitle="Register a worker with contact, identity and bank details"
      formLabel="Add labour"
      maxWidth={880}
      handleSubmit={form.handleSubmit}
      send={(values) => create.mutateAsync(toLabourFields(values))}
      successText={LABOUR_TEXTS.added}
      successIn="toast"
      errorText={addLabourErrorText}
      refusals={fieldRefusals(form.setError, LABOUR_REFUSALS)}
      invalidText={LABOUR_TEXTS.fixErrors}
      failureIn="toast"
      submitLabel="Add Labour"
      busyLabel="Adding..."
      spinner
      returnTo={{ path: PATHS.labourManagement, afterSaveMs: REDIRECT_AFTER_LABOUR_CREATE_MS }}
    >
      {(locked) => <LabourFormFields control={form.control} disabled={locked} mode="create" />}
    </FormPage>
  );
}
