import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { serverMessageOr } from '@/api/apiError';
import { useUpdateUser, type User } from '@/api/users';
import { FormDialog } from '@/components/FormDialog';
import { useToast } from '@/components/toastStore';
import { UserFormFields, type UserFormValues } from './UserFormFields';
import { editUserSchema } from './userSchemas';
import { USER_TEXTS } from './userTexts';

/** Edits one user; the form is mounted per user, so it always starts from that user's values. */
export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const updateUser = useUpdateUser();
  const toast = useToast();
  const [failure, setFailure] = useState('');
  const { control, handleSubmit } = useForm<UserFormValues>({
    resolver: yupResolver(editUserSchema),
    defaultValues: { name: user.name, email: user.email, role: user.role, status: user.status, password: '', confirmPassword: '' },
  });

  const onValid = async ({ confirmPassword: _unused, ...update }: UserFormValues) => {
    setFailure('');
    try {
      await updateUser.mutateAsync({ id: user._id, update });
      toast.success(USER_TEXTS.updated);
      onClose();
    } catch (error) {
      setFailure(serverMessageOr(error, USER_TEXTS.updateFailed));
    }
  };

  const busy = updateUser.isPending;
  return (
    <FormDialog title="Edit User" busy={busy} failure={failure} onClose={onClose} onSubmit={handleSubmit(onValid)}>
      <UserFormFields control={control} mode="edit" disabled={busy} />
    </FormDialog>
  );
}
