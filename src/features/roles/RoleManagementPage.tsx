import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import AddIcon from '@mui/icons-material/Add';
import { useDeleteRole, useRoles, useUpdateRole, type Role } from '@/api/roles';
import { useUserCountsByRole } from '@/api/users';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { ExportButton } from '@/components/list/ExportButton';
import { partsCsv, saveListCsv } from '@/components/list/listExport';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { useDeleteFlow } from '@/components/useDeleteFlow';
import { RoleCard } from './RoleCard';
import { RoleListFooter } from './RoleListFooter';
import { countsByName, listableRoles, roleExportParts, roleListSummary, searchRoles } from './roleList';
import { deleteRoleErrorText, ROLE_TEXTS, rolesLoadErrorText } from './roleTexts';
import { PATHS } from '@/config/paths';

export default function RoleManagementPage() {
  const roles = useRoles();
  const counts = useUserCountsByRole();
  const update = useUpdateRole();
  const deleteRole = useDeleteRole();
  const [search, setSearch] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const deletion = useDeleteFlow<Role>({
    remove: deleteRole.mutateAsync,
    busy: deleteRole.isPending,
    question: (role) => `Are you sure you want to delete the role "${role.name}"? This cannot be undone.`,
    successText: ROLE_TEXTS.deleted,
    errorText: deleteRoleErrorText,
    onDeleted: (role) => setEditingId((id) => (id === role._id ? null : id)),
  });

  const listable = listableRoles(roles.data ?? []);
  const listed = searchRoles(listable, search);
  const userCounts = counts.data ? countsByName(counts.data) : undefined;
  const summary = roleListSummary(listed, listable, userCounts);
  const busy = update.isPending || deleteRole.isPending;
  const loaded = roles.data !== undefined;

  return (
    <>
      <PageHeader
        title="Role Management"
        subtitle="Roles and the sections each one opens"
        actions={
          <Button component={RouterLink} to={PATHS.addRole} variant="contained" startIcon={<AddIcon />}>
            Add Role
          </Button>
        }
      />
      {roles.isError && (
        <ErrorBanner message={rolesLoadErrorText(roles.error)} onRetry={() => void roles.refetch()} retrying={roles.isFetching} />
      )}
      {counts.isError && !roles.isError && (
        <ErrorBanner message={ROLE_TEXTS.countsFailed} onRetry={() => void counts.refetch()} retrying={counts.isFetching} />
      )}
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <SearchField label="Search roles by name or description" value={search} onChange={setSearch} />
        <ExportButton rowCount={listed.length} loading={roles.isPending} onExport={() => saveListCsv('roles', partsCsv(listed, roleExportParts(userCounts)))} />
      </Box>
      {roles.isPending && <LinearProgress aria-label="Loading roles" sx={{ mb: 2 }} />}
      {loaded && listed.length === 0 && (
        <EmptyState
          title={listable.length === 0 ? 'No roles yet' : 'No roles match your search'}
          hint={listable.length === 0 ? 'Add a role to get started.' : undefined}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {listed.map((role) => (
          <RoleCard
            key={role._id}
            role={role}
            userCount={userCounts ? (userCounts.get(role.name) ?? 0) : undefined}
            editing={editingId === role._id}
            busy={busy}
            onEdit={() => setEditingId(role._id)}
            onDelete={() => deletion.ask(role)}
            update={update}
            onDone={() => setEditingId(null)}
          />
        ))}
      </Box>
      {loaded && <RoleListFooter {...summary} />}
      <ConfirmDialog {...deletion.dialog} title="Delete Role" />
    </>
  );
}
