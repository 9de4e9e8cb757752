import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { isApiError, serverMessageOr } from '@/api/apiError';
import { useRefreshProfileOf } from '@/api/profileRefresh';
import { useRoles, type Role } from '@/api/roles';
import { readUser, useUpdateUserPermissions, useUsers, type User } from '@/api/users';
import { isAdmin, PERMISSIONS, permissionLabel, permissionsFromFlags, ROLE_FLAG_LABELS, ROLE_FLAGS, type RoleFlag } from '@/lib/permissions';
import { queryRows } from '@/components/list/QueryList';
import { PageHeader } from '@/components/PageHeader';
import { notLoadedText, QueryError, readWaitsForConnection } from '@/components/QueryError';
import { recordConflictCheck } from '@/components/form/saveConflict';
import { ConflictNote, SaveConflictGuard } from '@/components/form/SaveConflictGuard';
import { useSubmitFlow } from '@/components/form/useSubmitFlow';
import { UserChooser } from './UserChooser';
import { USER_TEXTS } from './userTexts';

/** What the user's role gives; unknown (null) while the roles have not been read. */
function rolePermissionsOf(user: User, roles: readonly Role[] | null): string[] | null {
  return roles ? permissionsFromFlags(roles.find((role) => role.name === user.role)?.permissions) : null;
}

/** What a user holds now: Admin all; their own saved list; else what their role gives (unknown without the roles). */
function currentPermissions(user: User, roles: readonly Role[] | null): string[] | null {
  if (isAdmin(user)) return [...PERMISSIONS];
  if (user.permissions) return user.permissions;
  return rolePermissionsOf(user, roles);
}

const ROLES_NEEDED_TO_SAVE = 'Saving waits until the roles have loaded.';


/** The permission switches grouped by area, in the order roles name them: each area's view and manage switches together. */
const PERMISSION_AREAS = (Object.keys(ROLE_FLAG_LABELS) as RoleFlag[]).map((flag) => ({ flag, label: ROLE_FLAG_LABELS[flag], permissions: ROLE_FLAGS[flag] }));

/** What the editor saves: the user's own list, or null to follow their role again. */
interface SavedPermissions {
  permissions: string[] | null;
}

const savedPermissionsOf = (user: User): SavedPermissions => ({ permissions: user.permissions });
/** A 'Yours: …' note after a Reload: the switches the user had on, by their names. */
const describePermissions = (value: unknown) => (Array.isArray(value) ? value.map(String).map(permissionLabel).join(', ') || 'none' : 'Role permissions');

/**
 * The editor of one user's permissions. `roles` is null when the roles could not be read: a user who follows
 * their role then shows no switches (they would all read as off), and nothing can be saved, since a save
 * either sends what the switches show or falls back to the role (ruling 36).
 */
function PermissionEditor({ user, roles }: { user: User; roles: readonly Role[] | null }) {
  const save = useUpdateUserPermissions();
  const refreshProfileOf = useRefreshProfileOf();
  // The switches as set here; until then what the user holds now, which for a user who follows their role
  // appears once the roles have been read.
  const [edited, setEdited] = useState<string[] | null>(null);
  const granted = edited ?? currentPermissions(user, roles);
  // The user as this editor opened them: another person's change since then is asked about before a save.
  const [opened] = useState(user);
  const admin = isAdmin(user);
  const rolePermissions = () => rolePermissionsOf(user, roles);
  const flow = useSubmitFlow<SavedPermissions, unknown>({
    conflictCheck: recordConflictCheck({
      opened,
      read: () => readUser(user._id),
      valuesOf: savedPermissionsOf,
      form: { reset: ({ permissions }) => setEdited(permissions ?? rolePermissions()) },
      describe: describePermissions,
    }),
    send: ({ permissions }) => save.mutateAsync({ user, permissions }),
    successText: USER_TEXTS.permissionsSaved,
    successIn: 'toast',
    errorText: (error) => (isApiError(error) && error.status === 404 ? USER_TEXTS.permissionsUnsupported : serverMessageOr(error, USER_TEXTS.permissionsFailed)),
    failureIn: 'toast',
    afterSave: 'edit',
    onSaved: async (_result, { permissions }) => {
      if (permissions === null) setEdited(rolePermissions());
      await refreshProfileOf(user.email);
    },
  });

  const toggle = (permission: string) =>
    setEdited((list) => {
      const from = list ?? granted;
      if (!from) return list;
      return from.includes(permission) ? from.filter((p) => p !== permission) : [...from, permission];
    });
  // Without the roles nothing is sent: neither the switches (a role's user shows none) nor a return to the role.
  const canSave = roles !== null && granted !== null && !flow.busy;
  const saveOwn = () => {
    if (canSave && granted) void flow.submit({ permissions: PERMISSIONS.filter((p) => granted.includes(p)) });
  };
  const followRoleAgain = () => {
    if (canSave) void flow.submit({ permissions: null });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="permission-editor-title">
      <Typography id="permission-editor-title" variant="h6" component="h2">
        {user.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {user.email} · {user.role}
        {!admin && ` · ${user.permissions ? 'Own permissions' : 'Follows role permissions'}`}
      </Typography>
      {admin && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <AlertTitle>{USER_TEXTS.adminPermissionsLocked}</AlertTitle>
          {USER_TEXTS.adminHoldsAll}
        </Alert>
      )}
      {granted === null ? (
        <Typography color="text.secondary">{notLoadedText(`The ${user.role} role's permissions`)}</Typography>
      ) : (
        <SaveConflictGuard conflict={flow.conflict}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {PERMISSION_AREAS.map((area) => (
              <FormControl key={area.flag} component="fieldset" variant="standard" sx={{ minWidth: 0 }}>
                <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {area.label}
                </FormLabel>
                <FormGroup>
                  {area.permissions.map((permission) => (
                    <FormControlLabel
                      key={permission}
                      control={<Switch checked={admin || granted.includes(permission)} onChange={() => toggle(permission)} disabled={admin || flow.busy} />}
                      label={permissionLabel(permission)}
                    />
                  ))}
                </FormGroup>
              </FormControl>
            ))}
          </Box>
          <ConflictNote name="permissions" />
        </SaveConflictGuard>
      )}
      {!admin && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 2 }}>
          <Button onClick={followRoleAgain} disabled={!canSave}>
            Use Role Permissions
          </Button>
          <Button variant="contained" onClick={saveOwn} disabled={!canSave}>
            {flow.busy ? 'Saving...' : 'Save Permissions'}
          </Button>
        </Box>
      )}
      {!admin && roles === null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'right' }}>
          {ROLES_NEEDED_TO_SAVE}
        </Typography>
      )}
    </Paper>
  );
}

export default function UserPermissionsPage() {
  const usersQuery = useUsers();
  const rolesQuery = useRoles();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const selected = queryRows(usersQuery).find((u) => u._id === selectedId);
  // A failed roles read (or one waiting offline for a connection) gives no roles at all, never a list of
  // roles without flags.
  const roles = rolesQuery.isError ? null : (rolesQuery.data ?? null);

  return (
    <>
      <PageHeader title="User Permissions" subtitle="Give a user permissions of their own, beyond or instead of their role's" />
      {/* minmax(0, …): a long e-mail wraps instead of widening the page past a phone's screen. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <UserChooser query={usersQuery} selectedId={selectedId} onSelect={setSelectedId} />
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          <QueryError query={rolesQuery} what="Roles" />
          {selected && (!rolesQuery.isPending || readWaitsForConnection(rolesQuery)) ? (
            <PermissionEditor key={selected._id} user={selected} roles={roles} />
          ) : (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography color="text.secondary">Choose a user to see and change their permissions.</Typography>
            </Paper>
          )}
        </Box>
      </Box>
    </>
  );
}
