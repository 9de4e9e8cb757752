import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { logActivity } from '@/api/activity';
import { serverMessageOr } from '@/api/apiError';
import { useUpdateProject, type Project } from '@/api/projects';
import { useClearErrorOnEdit } from '@/components/form/useClearErrorOnEdit';
import { useIsNarrow } from '@/components/useIsNarrow';
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
  const fullScreen = useIsNarrow();
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
      await update.mutateAsync({ id: project._id, changes });
    } catch (error) {
      setFailure(serverMessageOr(error, PROJECT_TEXTS.updateFailed));
      return;
    }
    toast.success(PROJECT_TEXTS.updated);
    const name = changes.projectName ?? project.projectName;
    logActivity({
      action: 'updated',
      entityType: 'project',
      entityId: project._id,
      entityName: name,
      description: `Updated project ${name}: ${Object.keys(changes).join(', ')} changed`,
    });
    onClose();
  };

  const busy = update.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="edit-project-title">
      <DialogTitle id="edit-project-title">Edit Project</DialogTitle>
      <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)} aria-label="Edit project">
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {failure && (
            <Alert severity="error" onClose={() => setFailure('')}>
              {failure}
            </Alert>
          )}
          <Box sx={{ pt: 1 }}>
            <ProjectFormFields
              control={form.control}
              disabled={busy}
              mode="edit"
              projectNumber={project.projectNumber}
              startDateText={showProjectDate(project.startDate)}
              current={{ priority: project.priority, status: project.status }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
