import { readUser, useUpdateUser, type User } from '@/api/users';
import { FormDialog } from '@/components/FormDialog';
import { recordConflictCheck } from '@/components/form/saveConflict';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useRoleChoices } from './roleChoices';
import { UserFormFields, type UserFormValues } from './UserFormFields';
import { editUserSchema } from './userSchemas';
import { USER_TEXTS } from './userTexts';

const userFormValues = (user: User): UserFormValues => ({ name: user.name, email: user.email, role: user.role, status: user.status, password: '', confirmPassword: '' });

/** What the server holds of the form: a new password is the user's alone. */
const USER_RECORD_FIELDS = ['name', 'email', 'role', 'status'] as const;

/** Edits one user; the form is mounted per user, so it always starts from that user's values. */
export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const updateUser = useUpdateUser();
  const form = useSchemaForm<UserFormValues>(editUserSchema, userFormValues(user), { clearErrorOnEdit: false, draft: ['edit-user', user._id] });
  const roles = useRoleChoices();

  return (
    <FormDialog
      title="Edit User"
      handleSubmit={form.handleSubmit}
      reads={[roles.read]}
      conflictCheck={recordConflictCheck({ opened: user, read: () => readUser(user._id), valuesOf: userFormValues, fields: USER_RECORD_FIELDS, form })}
      send={({ confirmPassword: _unused, ...update }) => updateUser.mutateAsync({ id: user._id, update })}
      successText={USER_TEXTS.updated}
      errorText={{ server: 'message', otherwise: USER_TEXTS.updateFailed }}
      onClose={onClose}
    >
      {(locked) => <UserFormFields control={form.control} mode="edit" roles={roles.names} disabled={locked} />}
    </FormDialog>
  );
}
