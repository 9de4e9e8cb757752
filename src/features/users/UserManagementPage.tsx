import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import { serverMessageOr } from '@/api/apiError';
import { useRoles } from '@/api/roles';
import { useDeleteUser, useUsers, type User } from '@/api/users';
import { ADMIN_ROLE } from '@/lib/permissions';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { FilterSelect } from '@/components/FilterSelect';
import { PageHeader } from '@/components/PageHeader';
import { DataList } from '@/components/list/DataList';
import type { ListColumn } from '@/components/list/listTypes';
import { SearchField } from '@/components/SearchField';
import { StatCard, StatGrid } from '@/components/StatCard';
import { useDeleteFlow } from '@/components/useDeleteFlow';
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
  { key: 'role', header: 'Role', sortValue: (u) => u.role, render: (u) => <Chip size="small" label={u.role || '—'} color={ROLE_COLOURS[u.role] ?? 'default'} /> },
  {
    key: 'status',
    header: 'Status',
    sortValue: (u) => u.status,
    render: (u) => <Chip size="small" variant="outlined" label={u.status} color={u.status === 'Active' ? 'success' : 'default'} />,
  },
];

const userId = (user: User) => user._id;

export default function UserManagementPage() {
  const usersQuery = useUsers();
  const { data: roles = [] } = useRoles();
  const deleteUser = useDeleteUser();
  const [filters, setFilters] = useState<UserFilters>(NO_USER_FILTERS);
  const [editing, setEditing] = useState<User | null>(null);
  const deletion = useDeleteFlow<User>({
    remove: deleteUser.mutateAsync,
    busy: deleteUser.isPending,
    question: (user) => `Are you sure you want to delete user ${user.name}?`,
    successText: () => USER_TEXTS.deleted,
    errorText: (error) => serverMessageOr(error, USER_TEXTS.deleteFailed),
  });

  const users = useMemo(() => usersQuery.data ?? [], [usersQuery.data]);
  const visible = useMemo(() => filterUsers(users, filters), [users, filters]);
  const stats = useMemo(() => userStats(users), [users]);
  const setFilter = (key: keyof UserFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const filtersActive = filters.search !== '' || filters.role !== '' || filters.status !== '';

  const actions = (user: User) =>
    user.role === ADMIN_ROLE ? (
      <Chip size="small" icon={<LockIcon />} label="Admin protected" variant="outlined" />
    ) : (
      <>
        <Tooltip title="Edit user">
          <IconButton aria-label={`Edit ${user.name}`} onClick={() => setEditing(user)}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete user">
          <IconButton aria-label={`Delete ${user.name}`} color="error" onClick={() => deletion.ask(user)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </>
    );

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

      <StatGrid>
        <StatCard label="Total" value={stats.total} />
        <StatCard label="Active" value={stats.active} />
        <StatCard label="Inactive" value={stats.inactive} />
        <StatCard label="Unique Roles" value={stats.uniqueRoles} />
      </StatGrid>

      <DataList
        label="Users"
        rows={visible}
        columns={columns}
        rowKey={userId}
        actions={actions}
        loading={usersQuery.isPending}
        error={usersQuery.isError ? { message: USER_TEXTS.fetchFailed, onRetry: () => void usersQuery.refetch(), retrying: usersQuery.isFetching } : null}
        toolbar={
          <>
            <SearchField label="Search by name, email or role" value={filters.search} onChange={setFilter('search')} />
            <FilterSelect label="Role" allLabel="All Roles" value={filters.role} options={roles.map((r) => r.name)} onChange={setFilter('role')} />
            <FilterSelect label="Status" allLabel="All Statuses" value={filters.status} options={USER_STATUSES} onChange={setFilter('status')} />
            <Button onClick={() => setFilters(NO_USER_FILTERS)} disabled={!filtersActive}>
              Clear Filters
            </Button>
          </>
        }
        empty={<EmptyState title="No users found" hint={filtersActive ? 'Try adjusting your search or filters.' : 'Click Add User to create one.'} />}
      />

      {editing && <EditUserDialog key={editing._id} user={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
