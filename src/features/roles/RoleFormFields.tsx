import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/form/FormTextField';
import { ConflictNote } from '@/components/form/SaveConflictGuard';
import { PermissionCheckboxes } from './PermissionCheckboxes';
import type { RoleForm } from './roleSchemas';

/** The role form of Add Role and the inline edit: a role's name is set once, on creation. */
export function RoleFormFields({ control, mode, disabled }: { control: Control<RoleForm>; mode: 'create' | 'edit'; disabled: boolean }) {
  return (
    <>
      {mode === 'create' && <FormTextField control={control} name="name" label="Role Name" required autoComplete="off" disabled={disabled} />}
      <FormTextField control={control} name="description" label="Description" required multiline minRows={mode === 'create' ? 3 : 2} disabled={disabled} />
      <Controller
        control={control}
        name="permissions"
        render={({ field, fieldState }) => (
          <PermissionCheckboxes value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={disabled} />
        )}
      />
      <ConflictNote name="permissions" />
    </>
  );
}
