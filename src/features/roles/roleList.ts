import type { Role } from '@/api/roles';
import type { ExportPart } from '@/components/list/listTypes';
import type { RoleCount } from '@/api/users';
import { ADMIN_ROLE, ROLE_FLAG_LABELS } from '@/lib/permissions';
import { FLAGS_ON_SCREEN } from './PermissionCheckboxes';
import { filterBySearch } from '@/lib/search';

/** The roles the list may show: Admin is protected and never listed (01 §6). */
export function listableRoles(roles: readonly Role[]): Role[] {
  return roles.filter((role) => role.name !== ADMIN_ROLE);
}

/** Case-insensitive search over name and description; a blank term matches everything. */
export function searchRoles(roles: readonly Role[], term: string): Role[] {
  return [...filterBySearch(roles, term, ['name', 'description'])];
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

/** The columns of the roles' exported file: what each card shows (the users column only once the counts are known). */
export function roleExportParts(counts: Map<string, number> | undefined): ExportPart<Role>[] {
  const parts: ExportPart<Role>[] = [
    { header: 'Role', value: (role) => role.name },
    { header: 'Description', value: (role) => role.description },
    { header: 'Permissions', value: (role) => FLAGS_ON_SCREEN.filter((flag) => role.permissions[flag]).map((flag) => ROLE_FLAG_LABELS[flag]).join('; ') },
  ];
  if (counts) parts.push({ header: 'Users', value: (role) => counts.get(role.name) ?? 0 });
  return parts;
}
