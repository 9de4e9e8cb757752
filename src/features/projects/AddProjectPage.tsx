import { useCreateProject } from '@/api/projects';
import { FormPage } from '@/components/FormPage';
import { REDIRECT_AFTER_CREATE_MS } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { ProjectFormFields } from './ProjectFormFields';
import { EMPTY_PROJECT_FORM, projectSchema, toProjectInput, type ProjectFormValues } from './projectSchema';
import { createProjectErrorText, projectCreatedText } from './projectTexts';

/** Ruling 4: Cancel and success both return to the canonical list path. */
export default function AddProjectPage() {
  const createProject = useCreateProject();
  const form = useSchemaForm<ProjectFormValues>(projectSchema, EMPTY_PROJECT_FORM, { draft: 'add-project' });

  return (
    <FormPage
      title="Add New Project"
      subtitle="The project number is assigned when the project is created"
      formLabel="Add project"
      maxWidth={880}
      handleSubmit={form.handleSubmit}
      send={(values) => createProject.mutateAsync(toProjectInput(values))}
      successText={(project) => projectCreatedText(project.projectNumber)}
      errorText={createProjectErrorText}
      dismissableErrors
      submitLabel="Create Project"
      spinner
      returnTo={{ path: PATHS.projectManagement, afterSaveMs: REDIRECT_AFTER_CREATE_MS }}
    >
      {(locked) => (
        <ProjectFormFields control={form.control} disabled={locked} mode="create" projectNumber={createProject.data?.projectNumber || undefined} />
      )}
    </FormPage>
  );
}
