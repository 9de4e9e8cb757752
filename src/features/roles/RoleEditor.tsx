import Box from '@mui/material/Box';
import { useUpdateRole, type Role } from '@/api/roles';
import { useRefreshOwnPermissions } from '@/api/profileRefresh';
import { DraftOffer } from '@/components/form/DraftOffer';
import { FormActions } from '@/components/form/FormActions';
import { useSubmitFlow } from '@/components/form/useSubmitFlow';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { RoleFormFields } from './RoleFormFields';
import { editRoleSchema, flagSet, type RoleForm } from './roleSchemas';
import { ROLE_TEXTS, updateRoleErrorText } from './roleTexts';

/**
 * The inline edit of a role's description and permissions; Cancel drops every change. A save is told
 * in a toast; for the user's own role the permissions follow at once.
 */
export function RoleEditor({
  role,
  update,
  onDone,
}: {
  role: Role;
  /** The page's role update, so its other cards lock while it runs. */
  update: ReturnType<typeof useUpdateRole>;
  onDone: () => void;
}) {
  const { control, handleSubmit } = useSchemaForm<RoleForm>(editRoleSchema, { name: role.name, description: role.description, permissions: flagSet(role.permissions) }, {
    clearErrorOnEdit: false,
    draft: ['edit-role', role._id],
  });
  const { draft } = handleSubmit;
  const refreshOwnPermissions = useRefreshOwnPermissions();
  const flow = useSubmitFlow<RoleForm, unknown>({
    send: ({ description, permissions }) => update.mutateAsync({ role, changes: { description, permissions } }),
    successText: ROLE_TEXTS.updated,
    successIn: 'toast',
    errorText: updateRoleErrorText,
    failureIn: 'toast',
    onSaved: async (_result, { permissions }) => {
      await refreshOwnPermissions(role.name, permissions);
      onDone();
    },
    draft,
  });
  const cancel = () => {
    draft?.clear();
    onDone();
  };

  return (
    <Box component="form" noValidate aria-label={`Edit ${role.name}`} onSubmit={flow.onSubmitWith(handleSubmit)} sx={{ display: 'grid', gap: 2 }}>
      <DraftOffer draft={draft} disabled={flow.locked} />
      <RoleFormFields control={control} mode="edit" disabled={flow.locked} />
      <FormActions busy={flow.busy} locked={flow.locked} submitLabel="Save" busyLabel="Saving..." onCancel={cancel} />
    </Box>
  );
}
