import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useDeleteRole, useRoles, useUpdateRole, type Role } from '@/api/roles';
import { useUserCountsByRole } from '@/api/users';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryList, queryRows } from '@/components/list/QueryList';
import { byId } from '@/components/list/listTypes';
import { useListSearch } from '@/components/list/useListSearch';
import { PageHeader } from '@/components/PageHeader';
import { QueryError } from '@/components/QueryError';
import { useDeleteFlow } from '@/components/useDeleteFlow';
import { RoleCard } from './RoleCard';
import { RoleListFooter } from './RoleListFooter';
import { countsByName, listableRoles, ROLE_SEARCH_FIELDS, roleColumns, roleListSummary } from './roleList';
import { deleteRoleErrorText, ROLE_TEXTS, rolesLoadErrorText } from './roleTexts';
import { PATHS } from '@/config/paths';

/** The role cards' list, declared once; its columns follow the user counts. */
const ROLE_LIST = {
  label: 'Roles',
  layout: 'grid',
  exportName: 'roles',
  rowKey: byId,
  loadError: rolesLoadErrorText,
  empty: { title: 'No roles yet', hint: 'Add a role to get started.', filteredTitle: 'No roles match your search' },
} as const;

export default function RoleManagementPage() {
  const roles = useRoles();
  const counts = useUserCountsByRole();
  const update = useUpdateRole();
  const deleteRole = useDeleteRole();
  const [editingId, setEditingId] = useState<string | null>(null);
  const deletion = useDeleteFlow<Role>({
    remove: deleteRole.mutateAsync,
    busy: deleteRole.isPending,
    question: (role) => `Are you sure you want to delete the role "${role.name}"? This cannot be undone.`,
    successText: ROLE_TEXTS.deleted,
    errorText: deleteRoleErrorText,
    onDeleted: (role) => setEditingId((id) => (id === role._id ? null : id)),
  });

  const allRoles = queryRows(roles);
  const listable = useMemo(() => listableRoles(allRoles), [allRoles]);
  const search = useListSearch(listable, 'Search roles by name or description', ROLE_SEARCH_FIELDS);
  // The counts as read; unknown (no chip, no total) while they load or after they failed.
  const userCounts = useMemo(() => (counts.data ? countsByName(counts.data) : undefined), [counts.data]);
  const columns = useMemo(() => roleColumns(userCounts), [userCounts]);
  const summary = roleListSummary(search.rows, listable, userCounts);
  const busy = update.isPending || deleteRole.isPending;

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
      <QueryError query={counts} what="The user counts" message={ROLE_TEXTS.countsFailed} />
      <QueryList
        {...ROLE_LIST}
        query={roles}
        search={search}
        columns={columns}
        renderCard={(role) => (
          <RoleCard
            role={role}
            userCount={userCounts ? (userCounts.get(role.name) ?? 0) : undefined}
            editing={editingId === role._id}
            busy={busy}
            onEdit={() => setEditingId(role._id)}
            onDelete={() => deletion.ask(role)}
            update={update}
            onDone={() => setEditingId(null)}
          />
        )}
      />
      {roles.data !== undefined && <RoleListFooter {...summary} countsFailed={counts.isError} />}
      <ConfirmDialog {...deletion.dialog} title="Delete Role" />
    </>
  );
}
