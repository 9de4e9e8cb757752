import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { logActivity } from '@/api/activity';
import { useCreateProject } from '@/api/projects';
import { useClearErrorOnEdit } from '@/components/form/useClearErrorOnEdit';
import { PageHeader } from '@/components/PageHeader';
import { useDelayedAction } from '@/components/useDelayedAction';
import { REDIRECT_AFTER_CREATE_MS } from '@/config/constants';
import { ProjectFormFields } from './ProjectFormFields';
import { EMPTY_PROJECT_FORM, projectSchema, toProjectInput, type ProjectFormValues } from './projectSchema';
import { createProjectErrorText, projectCreatedText } from './projectTexts';
import { PATHS } from '@/config/paths';

/** Ruling 4: Cancel and success both return to the canonical list path. */

type Banner = { severity: 'success'; text: string } | { severity: 'error'; text: string };

export default function AddProjectPage() {
  const navigate = useNavigate();
  const createProject = useCreateProject();
  const later = useDelayedAction();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [createdNumber, setCreatedNumber] = useState<string | undefined>(undefined);
  // Set from the first submit until it fails, so a double click cannot create the project twice.
  const inFlight = useRef(false);
  const form = useForm<ProjectFormValues>({
    resolver: yupResolver(projectSchema),
    defaultValues: EMPTY_PROJECT_FORM,
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(form);

  const onValid = async (values: ProjectFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBanner(null);
    const input = toProjectInput(values);
    try {
      const project = await createProject.mutateAsync(input);
      setCreatedNumber(project.projectNumber || undefined);
      setBanner({ severity: 'success', text: projectCreatedText(project.projectNumber) });
      logActivity({
        action: 'created',
        entityType: 'project',
        entityId: project._id || undefined,
        entityName: input.projectName,
        description: `Created project ${input.projectName}${project.projectNumber ? ` (${project.projectNumber})` : ''}`,
      });
      later(() => navigate(PATHS.projectManagement, { replace: true }), REDIRECT_AFTER_CREATE_MS);
    } catch (error) {
      inFlight.current = false;
      setBanner({ severity: 'error', text: createProjectErrorText(error) });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(onValid)(event);

  const saving = createProject.isPending;
  const locked = saving || createProject.isSuccess;

  return (
    <>
      <PageHeader title="Add New Project" subtitle="The project number is assigned when the project is created" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
        {banner?.severity === 'success' && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {banner.text}
          </Alert>
        )}
        {banner?.severity === 'error' && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setBanner(null)}>
            {banner.text}
          </Alert>
        )}
        <Box component="form" noValidate aria-label="Add project" onSubmit={submit} aria-busy={saving}>
          <ProjectFormFields control={form.control} disabled={locked} mode="create" projectNumber={createdNumber} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
            <Button onClick={() => navigate(PATHS.projectManagement)} disabled={saving}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={locked}
              startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {saving ? 'Creating...' : 'Create Project'}
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
