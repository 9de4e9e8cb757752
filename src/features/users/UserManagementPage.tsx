import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { ToneChip } from '@/components/ToneChip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import LockIcon from '@mui/icons-material/Lock';
import { serverMessageOr } from '@/api/apiError';
import { useRoles } from '@/api/roles';
import { useDeleteUser, useUsers, type User } from '@/api/users';
import { ADMIN_ROLE } from '@/lib/permissions';
import { QueryError } from '@/components/QueryError';
import { PageHeader } from '@/components/PageHeader';
import { ListFilters, useListFilters } from '@/components/list/ListFilters';
import { QueryList, queryRows } from '@/components/list/QueryList';
import { useRowActions } from '@/components/list/RowActions';
import { byId, type ListColumn, type ListDeclaration } from '@/components/list/listTypes';
import { StatCard, StatGrid } from '@/components/StatCard';
import { USER_STATUSES } from '@/config/constants';
import { EditUserDialog } from './EditUserDialog';
import { filterUsers, NO_USER_FILTERS, userStats, type UserFilters } from './userFilters';
import { USER_TEXTS } from './userTexts';
import { PATHS } from '@/config/paths';

const ROLE_COLOURS: Record<string, 'error' | 'primary' | 'success' | 'warning' | 'info'> = {
  Admin: 'error',
  'Project Manager': 'primary',
  'HR Manager': 'success',
  Accountant: 'warning',
  'Material Manager': 'info',
};

const columns: ListColumn<User>[] = [
  { key: 'name', header: 'Name', sortValue: (u) => u.name, render: (u) => <Typography sx={{ fontWeight: 600 }}>{u.name}</Typography> },
  { key: 'email', header: 'Email', sortValue: (u) => u.email, render: (u) => u.email },
  { key: 'role', header: 'Role', sortValue: (u) => u.role, render: (u) => <ToneChip label={u.role || '—'} tone={ROLE_COLOURS[u.role]} /> },
  {
    key: 'status',
    header: 'Status',
    sortValue: (u) => u.status,
    render: (u) => <ToneChip outlined label={u.status} tone={u.status === 'Active' ? 'success' : 'default'} />,
  },
];

/** The list, less its rows (narrowed by the filters). */
const USER_LIST: ListDeclaration<User> = { label: 'Users', columns, rowKey: byId };

export default function UserManagementPage() {
  const usersQuery = useUsers();
  const roles = useRoles();
  const deleteUser = useDeleteUser();
  const filters = useListFilters<UserFilters>(NO_USER_FILTERS);
  const [editing, setEditing] = useState<User | null>(null);
  const rowActions = useRowActions<User>({
    name: (user) => user.name,
    edit: { run: setEditing, permission: 'MANAGE_USERS', tooltip: 'Edit user' },
    delete: {
      permission: 'MANAGE_USERS',
      tooltip: 'Delete user',
      mutation: deleteUser,
      question: (user) => `Are you sure you want to delete user ${user.name}?`,
      successText: USER_TEXTS.deleted,
      errorText: (error) => serverMessageOr(error, USER_TEXTS.deleteFailed),
    },
    lockedBy: (user) => user.role === ADMIN_ROLE && <Chip size="small" icon={<LockIcon />} label="Admin protected" variant="outlined" />,
  });

  const users = queryRows(usersQuery);
  const visible = useMemo(() => filterUsers(users, filters.values), [users, filters.values]);
  const stats = useMemo(() => userStats(users), [users]);

  return (
    <>
      <PageHeader
        title="User Management"
        subtitle="Manage staff accounts, their roles and status"
        actions={
          <>
            <Button component={RouterLink} to={PATHS.userPermissions} variant="outlined">
              User Permissions
            </Button>
            <Button component={RouterLink} to={PATHS.addUser} variant="contained" startIcon={<AddIcon />}>
              Add User
            </Button>
          </>
        }
      />

      <StatGrid known={usersQuery.isSuccess}>
        <StatCard label="Total" value={stats.total} />
        <StatCard label="Active" value={stats.active} />
        <StatCard label="Inactive" value={stats.inactive} />
        <StatCard label="Unique Roles" value={stats.uniqueRoles} />
      </StatGrid>

      {!roles.data && <QueryError query={roles} what="Roles" />}
      <QueryList
        {...USER_LIST}
        query={usersQuery}
        rows={visible}
        filtered={filters.active}
        actions={rowActions.actions}
        loadError={USER_TEXTS.fetchFailed}
        toolbar={
          <ListFilters
            filters={filters}
            fields={[
              { key: 'search', label: 'Search by name, email or role' },
              // Without the roles read there are no choices to offer: the filter waits for Retry (ruling 36).
              ...(roles.data ? [{ key: 'role' as const, label: 'Role', allLabel: 'All Roles', options: roles.data.map((r) => r.name) }] : []),
              { key: 'status', label: 'Status', allLabel: 'All Statuses', options: USER_STATUSES },
            ]}
            clearLabel="Clear Filters"
          />
        }
        empty={{ title: 'No users found', hint: 'Click Add User to create one.', filteredHint: 'Try adjusting your search or filters.' }}
      />

      {editing && <EditUserDialog key={editing._id} user={editing} onClose={() => setEditing(null)} />}
      {rowActions.confirmDialog}
    </>
  );
}
