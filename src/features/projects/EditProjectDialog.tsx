import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { serverMessageOr } from '@/api/apiError';
import { useUpdateProject, type Project } from '@/api/projects';
import { FormDialog } from '@/components/FormDialog';
import { useClearErrorOnEdit } from '@/components/form/useClearErrorOnEdit';
import { useToast } from '@/components/toastStore';
import { hasChanges, projectChanges, projectFormValues } from './projectChanges';
import { showProjectDate } from './projectDates';
import { ProjectFormFields } from './ProjectFormFields';
import { editProjectSchema, type ProjectFormValues } from './projectSchema';
import { PROJECT_TEXTS } from './projectTexts';

/**
 * Edits one project and sends only what changed; with nothing changed it closes without a call.
 * Mounted per project, so the form always starts from that project's values.
 */
export function EditProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const update = useUpdateProject();
  const toast = useToast();
  const [failure, setFailure] = useState('');
  const form = useForm<ProjectFormValues>({
    resolver: yupResolver(editProjectSchema),
    defaultValues: projectFormValues(project),
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(form);

  const onValid = async (values: ProjectFormValues) => {
    const changes = projectChanges(project, values);
    if (!hasChanges(changes)) {
      onClose();
      return;
    }
    setFailure('');
    try {
      await update.mutateAsync({ project, changes });
    } catch (error) {
      setFailure(serverMessageOr(error, PROJECT_TEXTS.updateFailed));
      return;
    }
    toast.success(PROJECT_TEXTS.updated);
    onClose();
  };

  const busy = update.isPending;
  return (
    <FormDialog
      title="Edit Project"
      maxWidth="md"
      busy={busy}
      failure={failure}
      onDismissFailure={() => setFailure('')}
      onClose={onClose}
      onSubmit={form.handleSubmit(onValid)}
    >
      <ProjectFormFields
        control={form.control}
        disabled={busy}
        mode="edit"
        projectNumber={project.projectNumber}
        startDateText={showProjectDate(project.startDate)}
        current={{ priority: project.priority, status: project.status }}
      />
    </FormDialog>
  );
}
