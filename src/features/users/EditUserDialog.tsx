import { serverMessageOr } from '@/api/apiError';
import { useUpdateUser, type User } from '@/api/users';
import { FormDialog } from '@/components/FormDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { UserFormFields, type UserFormValues } from './UserFormFields';
import { editUserSchema } from './userSchemas';
import { USER_TEXTS } from './userTexts';

/** Edits one user; the form is mounted per user, so it always starts from that user's values. */
export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const updateUser = useUpdateUser();
  const { control, handleSubmit } = useSchemaForm<UserFormValues>(editUserSchema, { name: user.name, email: user.email, role: user.role, status: user.status, password: '', confirmPassword: '' }, { clearErrorOnEdit: false, draft: ['edit-user', user._id] });

  return (
    <FormDialog
      title="Edit User"
      handleSubmit={handleSubmit}
      send={({ confirmPassword: _unused, ...update }) => updateUser.mutateAsync({ id: user._id, update })}
      successText={USER_TEXTS.updated}
      errorText={(error) => serverMessageOr(error, USER_TEXTS.updateFailed)}
      onClose={onClose}
    >
      {(locked) => <UserFormFields control={control} mode="edit" disabled={locked} />}
    </FormDialog>
  );
}
