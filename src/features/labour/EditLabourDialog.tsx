import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { idProofUrl, useUpdateLabourProfile, type LabourProfile } from '@/api/labourProfiles';
import { FormDialog } from '@/components/FormDialog';
import { useClearErrorOnEdit } from '@/components/form/useClearErrorOnEdit';
import { useToast } from '@/components/toastStore';
import { LabourFormFields } from './LabourFormFields';
import { editLabourSchema, labourFormValues, toLabourFields, type LabourFormValues } from './labourSchema';
import { failureDetail, LABOUR_TEXTS, labourUpdateFailedText } from './labourTexts';

/** Edits one profile, every field plus a new ID proof image; mounted per profile. */
export function EditLabourDialog({ profile, onClose }: { profile: LabourProfile; onClose: () => void }) {
  const update = useUpdateLabourProfile();
  const toast = useToast();
  const form = useForm<LabourFormValues>({ resolver: yupResolver(editLabourSchema), defaultValues: labourFormValues(profile), reValidateMode: 'onSubmit' });
  useClearErrorOnEdit(form);

  const onValid = async (values: LabourFormValues) => {
    try {
      await update.mutateAsync({ id: profile._id, fields: toLabourFields(values) });
    } catch (error) {
      // The dialog stays open with what was typed; the toast says why (02 §8).
      toast.error(labourUpdateFailedText(failureDetail(error)));
      return;
    }
    toast.success(LABOUR_TEXTS.updated);
    onClose();
  };

  const busy = update.isPending;
  return (
    <FormDialog
      title="Edit Labour"
      maxWidth="md"
      busy={busy}
      failure=""
      onClose={onClose}
      onSubmit={form.handleSubmit(onValid)}
    >
      <LabourFormFields control={form.control} disabled={busy} mode="edit" currentIdProofUrl={idProofUrl(profile)} />
    </FormDialog>
  );
}
