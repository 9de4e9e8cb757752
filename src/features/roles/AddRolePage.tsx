import { useCreateRole } from '@/api/roles';
import { FormPage } from '@/components/FormPage';
import { REDIRECT_AFTER_CREATE_MS } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { RoleFormFields } from './RoleFormFields';
import { addRoleSchema, flagSet, type RoleForm } from './roleSchemas';
import { createRoleErrorText, ROLE_TEXTS } from './roleTexts';

export default function AddRolePage() {
  const createRole = useCreateRole();
  const { control, handleSubmit } = useSchemaForm<RoleForm>(addRoleSchema, { name: '', description: '', permissions: flagSet() }, { clearErrorOnEdit: false, draft: 'add-role' });

  return (
    <FormPage
      title="Add New Role"
      subtitle="Name the role and choose the sections it opens"
      formLabel="Add role"
      handleSubmit={handleSubmit}
      send={createRole.mutateAsync}
      successText={ROLE_TEXTS.created}
      successIn="toast"
      errorText={createRoleErrorText}
      submitLabel="Create Role"
      returnTo={{ path: PATHS.roleManagement, afterSaveMs: REDIRECT_AFTER_CREATE_MS, viaHistory: true }}
    >
      {(locked) => <RoleFormFields control={control} mode="create" disabled={locked} />}
    </FormPage>
  );
}
