import { useCreateUser } from '@/api/users';
import { FormPage } from '@/components/FormPage';
import { useGoBack } from '@/components/useGoBack';
import { REDIRECT_AFTER_CREATE_MS } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { UserFormFields, type UserFormValues } from './UserFormFields';
import { addUserSchema } from './userSchemas';
import { createUserErrorText, USER_TEXTS } from './userTexts';

const EMPTY_USER: UserFormValues = { name: '', email: '', password: '', confirmPassword: '', role: '', status: '' };

export default function AddUserPage() {
  const goBack = useGoBack(PATHS.userManagement);
  const createUser = useCreateUser();
  const form = useSchemaForm<UserFormValues>(addUserSchema, EMPTY_USER);

  return (
    <FormPage
      title="Add New User"
      subtitle="Create an account and choose its role"
      formLabel="Add user"
      columns={2}
      handleSubmit={form.handleSubmit}
      send={({ confirmPassword: _confirm, ...user }) => createUser.mutateAsync(user)}
      successText={USER_TEXTS.created}
      leaveAfter={[goBack, REDIRECT_AFTER_CREATE_MS]}
      errorText={createUserErrorText}
      invalidText={USER_TEXTS.fixErrors}
      submitLabel="Create User"
      onCancel={goBack}
    >
      {(locked) => <UserFormFields control={form.control} mode="create" disabled={locked} />}
    </FormPage>
  );
}
