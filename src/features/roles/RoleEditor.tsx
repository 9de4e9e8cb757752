import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import type { Role } from '@/api/roles';
import { FormActions } from '@/components/form/FormActions';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { RoleFormFields } from './RoleFormFields';
import { editRoleSchema, flagSet, type RoleEditForm, type RoleForm } from './roleSchemas';

/** The inline edit of a role's description and permissions; Cancel drops every change. */
export function RoleEditor({
  role,
  busy,
  onSave,
  onCancel,
}: {
  role: Role;
  busy: boolean;
  onSave: (changes: RoleEditForm) => unknown;
  onCancel: () => void;
}) {
  const { control, handleSubmit } = useForm<RoleForm>({
    resolver: yupResolver(editRoleSchema),
    defaultValues: { name: role.name, description: role.description, permissions: flagSet(role.permissions) },
  });
  const submit = useSubmitOnce(handleSubmit(({ description, permissions }) => onSave({ description, permissions })));

  return (
    <Box component="form" noValidate aria-label={`Edit ${role.name}`} onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <RoleFormFields control={control} mode="edit" disabled={busy} />
      <FormActions busy={busy} submitLabel="Save" busyLabel="Saving..." onCancel={onCancel} />
    </Box>
  );
}
