import { serverMessageOr } from '@/api/apiError';
import { readProject, useUpdateProject, type Project } from '@/api/projects';
import { FormDialog } from '@/components/FormDialog';
import { recordConflictCheck } from '@/components/form/saveConflict';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { hasChanges, projectChanges, projectFormValues } from './projectChanges';
import { formatDate } from '@/lib/dates';
import { ProjectFormFields } from './ProjectFormFields';
import { editProjectSchema, type ProjectFormValues } from './projectSchema';
import { PROJECT_TEXTS } from './projectTexts';

/**
 * Edits one project and sends only what changed; with nothing changed it closes without a call.
 * Mounted per project, so the form always starts from that project's values.
 */
export function EditProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const update = useUpdateProject();
  const form = useSchemaForm<ProjectFormValues>(editProjectSchema, projectFormValues(project), { draft: ['edit-project', project._id] });

  return (
    <FormDialog
      title="Edit Project"
      maxWidth="md"
      handleSubmit={form.handleSubmit}
      unchanged={(values) => !hasChanges(projectChanges(project, values))}
      conflictCheck={recordConflictCheck({ opened: project, read: () => readProject(project._id), valuesOf: projectFormValues, form })}
      send={(values) => update.mutateAsync({ project, changes: projectChanges(project, values) })}
      successText={PROJECT_TEXTS.updated}
      errorText={(error) => serverMessageOr(error, PROJECT_TEXTS.updateFailed)}
      onClose={onClose}
    >
      {(locked) => (
        <ProjectFormFields
          control={form.control}
          disabled={locked}
          mode="edit"
          projectNumber={project.projectNumber}
          startDateText={formatDate(project.startDate)}
          current={{ priority: project.priority, status: project.status }}
        />
      )}
    </FormDialog>
  );
}
