import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Role } from '@/api/roles';
import { FormTextField } from '@/components/form/FormTextField';
import { PermissionCheckboxes } from './PermissionCheckboxes';
import { editRoleSchema, flagSet, type RoleEditForm } from './roleSchemas';

/** The inline edit of a role's description and permissions; Cancel drops every change. */
export function RoleEditor({
  role,
  busy,
  onSave,
  onCancel,
}: {
  role: Role;
  busy: boolean;
  onSave: (changes: RoleEditForm) => void;
  onCancel: () => void;
}) {
  const { control, handleSubmit } = useForm<RoleEditForm>({
    resolver: yupResolver(editRoleSchema),
    defaultValues: { description: role.description, permissions: flagSet(role.permissions) },
  });

  return (
    <Box component="form" noValidate aria-label={`Edit ${role.name}`} onSubmit={handleSubmit(onSave)} sx={{ display: 'grid', gap: 2 }}>
      <FormTextField control={control} name="description" label="Description" required multiline minRows={2} disabled={busy} />
      <Controller
        control={control}
        name="permissions"
        render={({ field, fieldState }) => (
          <PermissionCheckboxes value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={busy} />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </Box>
    </Box>
  );
}
