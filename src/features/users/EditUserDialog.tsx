import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { logActivity } from '@/api/activity';
import { serverMessageOr } from '@/api/apiError';
import { useUpdateUser, type User } from '@/api/users';
import { FormDialog } from '@/components/FormDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { useToast } from '@/components/toastStore';
import { USER_STATUSES } from '@/config/constants';
import { useAssignableRoles } from './roleChoices';
import { editUserSchema } from './userSchemas';
import { USER_TEXTS } from './userTexts';

interface EditUserForm {
  name: string;
  email: string;
  role: string;
  status: string;
  password: string;
}

/** Edits one user; the form is mounted per user, so it always starts from that user's values. */
export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const roles = useAssignableRoles();
  const updateUser = useUpdateUser();
  const toast = useToast();
  const [failure, setFailure] = useState('');
  const { control, handleSubmit } = useForm<EditUserForm>({
    resolver: yupResolver(editUserSchema),
    defaultValues: { name: user.name, email: user.email, role: user.role, status: user.status, password: '' },
  });

  const onValid = async (values: EditUserForm) => {
    setFailure('');
    try {
      await updateUser.mutateAsync({ id: user._id, update: values });
      toast.success(USER_TEXTS.updated);
      logActivity({
        action: 'updated',
        entityType: 'user',
        entityId: user._id,
        entityName: values.name.trim(),
        description: `Updated user ${values.name.trim()}`,
      });
      onClose();
    } catch (error) {
      setFailure(serverMessageOr(error, USER_TEXTS.updateFailed));
    }
  };

  const busy = updateUser.isPending;
  return (
    <FormDialog title="Edit User" busy={busy} failure={failure} onClose={onClose} onSubmit={handleSubmit(onValid)}>
      <FormTextField control={control} name="name" label="Full Name" required disabled={busy} />
      <FormTextField control={control} name="email" label="Email" type="email" required disabled={busy} />
      <FormTextField control={control} name="role" label="Role" required options={roles} disabled={busy} />
      <FormTextField control={control} name="status" label="Status" required options={USER_STATUSES} disabled={busy} />
      <FormTextField
        control={control}
        name="password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        helperText="Leave blank to keep current"
        disabled={busy}
      />
    </FormDialog>
  );
}
