import Box from '@mui/material/Box';
import { readRole, useUpdateRole, type Role } from '@/api/roles';
import { useRefreshOwnPermissions } from '@/api/profileRefresh';
import { DraftOffer } from '@/components/form/DraftOffer';
import { FormActions } from '@/components/form/FormActions';
import { recordConflictCheck } from '@/components/form/saveConflict';
import { SaveConflictGuard } from '@/components/form/SaveConflictGuard';
import { useSubmitFlow } from '@/components/form/useSubmitFlow';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { RoleFormFields } from './RoleFormFields';
import { editRoleSchema, flagSet, type RoleForm } from './roleSchemas';
import { ROLE_TEXTS, updateRoleErrorText } from './roleTexts';

const roleFormValues = (role: Role): RoleForm => ({ name: role.name, description: role.description, permissions: flagSet(role.permissions) });
const EDITED_FIELDS = ['description', 'permissions'] as const;

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
  const form = useSchemaForm<RoleForm>(editRoleSchema, roleFormValues(role), { clearErrorOnEdit: false, draft: ['edit-role', role._id] });
  const { draft } = form.handleSubmit;
  const refreshOwnPermissions = useRefreshOwnPermissions();
  const flow = useSubmitFlow<RoleForm, unknown>({
    conflictCheck: recordConflictCheck({ opened: role, read: () => readRole(role._id), valuesOf: roleFormValues, fields: EDITED_FIELDS, form }),
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
    <Box component="form" noValidate aria-label={`Edit ${role.name}`} onSubmit={flow.onSubmitWith(form.handleSubmit)} sx={{ display: 'grid', gap: 2 }}>
      <DraftOffer draft={draft} disabled={flow.locked} />
      <SaveConflictGuard conflict={flow.conflict}>
        <RoleFormFields control={form.control} mode="edit" disabled={flow.locked} />
      </SaveConflictGuard>
      <FormActions busy={flow.busy} locked={flow.locked} submitLabel="Save" busyLabel="Saving..." onCancel={cancel} />
    </Box>
  );
}
