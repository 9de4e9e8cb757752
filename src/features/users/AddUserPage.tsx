import { useCreateUser } from '@/api/users';
import { FormPage } from '@/components/FormPage';
import { REDIRECT_AFTER_CREATE_MS } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useRoleChoices } from './roleChoices';
import { UserFormFields, type UserFormValues } from './UserFormFields';
import { addUserSchema } from './userSchemas';
import { createUserErrorText, USER_TEXTS } from './userTexts';

const EMPTY_USER: UserFormValues = { name: '', email: '', password: '', confirmPassword: '', role: '', status: '' };

export default function AddUserPage() {
  const createUser = useCreateUser();
  const form = useSchemaForm<UserFormValues>(addUserSchema, EMPTY_USER, { draft: 'add-user' });
  const roles = useRoleChoices();

  return (
    <FormPage
      title="Add New User"
      subtitle="Create an account and choose its role"
      formLabel="Add user"
      columns={2}
      handleSubmit={form.handleSubmit}
      reads={[roles.read]}
      send={({ confirmPassword: _confirm, ...user }) => createUser.mutateAsync(user)}
      successText={USER_TEXTS.created}
      errorText={createUserErrorText}
      invalidText={USER_TEXTS.fixErrors}
      submitLabel="Create User"
      returnTo={{ path: PATHS.userManagement, afterSaveMs: REDIRECT_AFTER_CREATE_MS, viaHistory: true }}
    >
      {(locked) => <UserFormFields control={form.control} mode="create" roles={roles.names} disabled={locked} />}
    </FormPage>
  );
}
