import { idProofUrl, readLabourProfile, useUpdateLabourProfile, type LabourProfile } from '@/api/labourProfiles';
import { FormDialog } from '@/components/FormDialog';
import { recordConflictCheck } from '@/components/form/saveConflict';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { LabourFormFields } from './LabourFormFields';
import { editLabourSchema, LABOUR_RECORD_FIELDS, labourFormValues, toLabourFields, type LabourFormValues } from './labourSchema';
import { failureDetail, LABOUR_TEXTS, labourUpdateFailedText } from './labourTexts';

/** Edits one profile, every field plus a new ID proof image; mounted per profile. A failure is a toast (02 §8) and the dialog keeps what was typed. */
export function EditLabourDialog({ profile, onClose }: { profile: LabourProfile; onClose: () => void }) {
  const update = useUpdateLabourProfile();
  const form = useSchemaForm<LabourFormValues>(editLabourSchema, labourFormValues(profile), { draft: ['edit-labour', profile._id] });

  return (
    <FormDialog
      title="Edit Labour"
      maxWidth="md"
      handleSubmit={form.handleSubmit}
      conflictCheck={recordConflictCheck({ opened: profile, read: () => readLabourProfile(profile._id), valuesOf: labourFormValues, fields: LABOUR_RECORD_FIELDS, form })}
      send={(values) => update.mutateAsync({ id: profile._id, fields: toLabourFields(values) })}
      successText={LABOUR_TEXTS.updated}
      errorText={(error) => labourUpdateFailedText(failureDetail(error))}
      failureIn="toast"
      onClose={onClose}
    >
      {(locked) => <LabourFormFields control={form.control} disabled={locked} mode="edit" currentIdProofUrl={idProofUrl(profile)} />}
    </FormDialog>
  );
}
