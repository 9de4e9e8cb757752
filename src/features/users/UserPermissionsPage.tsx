import { useMemo, useState } from 'react';
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
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { recordConflictCheck } from '@/components/form/saveConflict';
import { ConflictNote, SaveConflictGuard } from '@/components/form/SaveConflictGuard';
import { useSubmitFlow } from '@/components/form/useSubmitFlow';
import { filterBySearch } from '@/lib/search';
import { UserChooser } from './UserChooser';
import { USER_SEARCH_FIELDS } from './userFilters';
import { USER_TEXTS } from './userTexts';

/** What a user holds now: Admin all; their own saved list; else what their role gives. */
function currentPermissions(user: User, roles: readonly Role[]): string[] {
  if (isAdmin(user)) return [...PERMISSIONS];
  if (user.permissions) return user.permissions;
  return permissionsFromFlags(roles.find((role) => role.name === user.role)?.permissions);
}

/** The permission switches grouped by area, in the order roles name them: each area's view and manage switches together. */
const PERMISSION_AREAS = (Object.keys(ROLE_FLAG_LABELS) as RoleFlag[]).map((flag) => ({ flag, label: ROLE_FLAG_LABELS[flag], permissions: ROLE_FLAGS[flag] }));

/** What the editor saves: the user's own list, or null to follow their role again. */
interface SavedPermissions {
  permissions: string[] | null;
}

const savedPermissionsOf = (user: User): SavedPermissions => ({ permissions: user.permissions });
/** A 'Yours: …' note after a Reload: the switches the user had on, by their names. */
const describePermissions = (value: unknown) => (Array.isArray(value) ? value.map(String).map(permissionLabel).join(', ') || 'none' : 'Role permissions');

function PermissionEditor({ user, roles }: { user: User; roles: readonly Role[] }) {
  const save = useUpdateUserPermissions();
  const refreshProfileOf = useRefreshProfileOf();
  const [granted, setGranted] = useState<string[]>(() => currentPermissions(user, roles));
  // The user as this editor opened them: another person's change since then is asked about before a save.
  const [opened] = useState(user);
  const admin = isAdmin(user);
  const rolePermissions = () => permissionsFromFlags(roles.find((r) => r.name === user.role)?.permissions);
  const flow = useSubmitFlow<SavedPermissions, unknown>({
    conflictCheck: recordConflictCheck({
      opened,
      read: () => readUser(user._id),
      valuesOf: savedPermissionsOf,
      form: { reset: ({ permissions }) => setGranted(permissions ?? rolePermissions()) },
      describe: describePermissions,
    }),
    send: ({ permissions }) => save.mutateAsync({ user, permissions }),
    successText: USER_TEXTS.permissionsSaved,
    successIn: 'toast',
    errorText: (error) => (isApiError(error) && error.status === 404 ? USER_TEXTS.permissionsUnsupported : serverMessageOr(error, USER_TEXTS.permissionsFailed)),
    failureIn: 'toast',
    afterSave: 'edit',
    onSaved: async (_result, { permissions }) => {
      if (permissions === null) setGranted(rolePermissions());
      await refreshProfileOf(user.email);
    },
  });

  const toggle = (permission: string) =>
    setGranted((list) => (list.includes(permission) ? list.filter((p) => p !== permission) : [...list, permission]));

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
      {!admin && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 2 }}>
          <Button onClick={() => void flow.submit({ permissions: null })} disabled={flow.busy}>
            Use Role Permissions
          </Button>
          <Button variant="contained" onClick={() => void flow.submit({ permissions: PERMISSIONS.filter((p) => granted.includes(p)) })} disabled={flow.busy}>
            {flow.busy ? 'Saving...' : 'Save Permissions'}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

export default function UserPermissionsPage() {
  const usersQuery = useUsers();
  const { data: roles = [], isPending: rolesPending } = useRoles();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const users = useMemo(() => usersQuery.data ?? [], [usersQuery.data]);
  const visible = useMemo(() => filterBySearch(users, search, USER_SEARCH_FIELDS), [users, search]);
  const selected = users.find((u) => u._id === selectedId);

  return (
    <>
      <PageHeader title="User Permissions" subtitle="Give a user permissions of their own, beyond or instead of their role's" />
      {usersQuery.isError && <ErrorBanner message={USER_TEXTS.fetchFailed} onRetry={() => usersQuery.refetch()} retrying={usersQuery.isFetching} />}
      {/* minmax(0, …): a long e-mail wraps instead of widening the page past a phone's screen. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SearchField label="Search users" value={search} onChange={setSearch} />
          <UserChooser users={visible} selectedId={selectedId} onSelect={setSelectedId} busy={usersQuery.isPending} />
          {!usersQuery.isPending && visible.length === 0 && <EmptyState title="No users found" />}
        </Paper>
        {selected && !rolesPending ? (
          <PermissionEditor key={selected._id} user={selected} roles={roles} />
        ) : (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">Choose a user to see and change their permissions.</Typography>
          </Paper>
        )}
      </Box>
    </>
  );
}
