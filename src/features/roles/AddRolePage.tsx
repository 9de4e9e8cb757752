import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { logActivity } from '@/api/activity';
import { useCreateRole } from '@/api/roles';
import { FormTextField } from '@/components/form/FormTextField';
import { PageHeader } from '@/components/PageHeader';
import { useToast } from '@/components/toastStore';
import { useDelayedAction } from '@/components/useDelayedAction';
import { useGoBack } from '@/components/useGoBack';
import { REDIRECT_AFTER_CREATE_MS } from '@/config/constants';
import { PermissionCheckboxes } from './PermissionCheckboxes';
import { addRoleSchema, flagSet, heldFlags, type RoleForm } from './roleSchemas';
import { createRoleErrorText, ROLE_TEXTS } from './roleTexts';
import { PATHS } from '@/config/paths';

export default function AddRolePage() {
  const goBack = useGoBack(PATHS.roleManagement);
  const createRole = useCreateRole();
  const toast = useToast();
  const later = useDelayedAction();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<RoleForm>({
    resolver: yupResolver(addRoleSchema),
    defaultValues: { name: '', description: '', permissions: flagSet() },
  });

  const onValid = async (role: RoleForm) => {
    setFailure(null);
    let created;
    try {
      created = await createRole.mutateAsync(role);
    } catch (error) {
      setFailure(createRoleErrorText(error));
      return;
    }
    const name = role.name.trim();
    toast.success(ROLE_TEXTS.created);
    logActivity({
      action: 'created',
      entityType: 'role',
      entityId: created?._id,
      entityName: name,
      description: `Created role ${name}`,
      metadata: { permissions: heldFlags(role.permissions) },
    });
    later(goBack, REDIRECT_AFTER_CREATE_MS);
  };

  const busy = createRole.isPending || createRole.isSuccess;

  return (
    <>
      <PageHeader title="Add New Role" subtitle="Name the role and choose the sections it opens" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box component="form" noValidate aria-label="Add role" onSubmit={handleSubmit(onValid)} sx={{ display: 'grid', gap: 2 }}>
          <FormTextField control={control} name="name" label="Role Name" required autoComplete="off" disabled={busy} />
          <FormTextField control={control} name="description" label="Description" required multiline minRows={3} disabled={busy} />
          <Controller
            control={control}
            name="permissions"
            render={({ field, fieldState }) => (
              <PermissionCheckboxes value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={busy} />
            )}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={goBack} disabled={createRole.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {createRole.isPending ? 'Creating...' : 'Create Role'}
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
