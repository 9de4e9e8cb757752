import type { Role } from '@/api/roles';
import type { ListColumn } from '@/components/list/listTypes';
import type { RoleCount } from '@/api/users';
import { ADMIN_ROLE, ROLE_FLAG_LABELS } from '@/lib/permissions';
import { FLAGS_ON_SCREEN } from './PermissionCheckboxes';
import { filterBySearch, type SearchField } from '@/lib/search';

/** The roles the list may show: Admin is protected and never listed (01 §6). */
export function listableRoles(roles: readonly Role[]): Role[] {
  return roles.filter((role) => role.name !== ADMIN_ROLE);
}

export const ROLE_SEARCH_FIELDS: readonly SearchField<Role>[] = ['name', 'description'];

/** Case-insensitive search over name and description; a blank term matches everything. */
export function searchRoles(roles: readonly Role[], term: string): Role[] {
  return [...filterBySearch(roles, term, ROLE_SEARCH_FIELDS)];
}

/** User counts by role name. */
export function countsByName(counts: readonly RoleCount[] | undefined): Map<string, number> {
  const byName = new Map<string, number>();
  for (const { role, count } of counts ?? []) byName.set(role, (byName.get(role) ?? 0) + count);
  return byName;
}

/**
 * The footer (ruling 20): listed of all listable roles, and the users holding any listable role
 * (undefined while the counts are unknown).
 */
export function roleListSummary(listed: readonly Role[], listable: readonly Role[], counts: Map<string, number> | undefined) {
  return {
    shown: listed.length,
    total: listable.length,
    users: counts ? listable.reduce((sum, role) => sum + (counts.get(role.name) ?? 0), 0) : undefined,
  };
}

/** What each card shows, as the columns of the roles' exported file (the users column only once the counts are known). */
export function roleColumns(counts: Map<string, number> | undefined): ListColumn<Role>[] {
  const permissionsOf = (role: Role) => FLAGS_ON_SCREEN.filter((flag) => role.permissions[flag]).map((flag) => ROLE_FLAG_LABELS[flag]).join('; ');
  const columns: ListColumn<Role>[] = [
    { key: 'name', header: 'Role', render: (role) => role.name, exportValue: (role) => role.name },
    { key: 'description', header: 'Description', render: (role) => role.description, exportValue: (role) => role.description },
    { key: 'permissions', header: 'Permissions', render: permissionsOf, exportValue: permissionsOf },
  ];
  if (counts) {
    const usersOf = (role: Role) => counts.get(role.name) ?? 0;
    columns.push({ key: 'users', header: 'Users', render: usersOf, exportValue: usersOf });
  }
  return columns;
}
