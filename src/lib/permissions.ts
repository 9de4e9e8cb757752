/**
 * Permission logic in one pure module: which permission names a role's flags give, what a user holds,
 * and whether a user may open a route. No React, no storage: easy to test and shared with the mock.
 */

export const PERMISSIONS = [
  'VIEW_DASHBOARD',
  'MANAGE_USERS',
  'VIEW_USERS',
  'MANAGE_ROLES',
  'VIEW_ROLES',
  'MANAGE_PROJECTS',
  'VIEW_PROJECTS',
  'MANAGE_LABOR',
  'VIEW_LABOR',
  'MANAGE_MATERIALS',
  'VIEW_MATERIALS',
  'MANAGE_ACCOUNTS',
  'VIEW_ACCOUNTS',
  'MANAGE_VENDOR',
  'VIEW_VENDOR',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** A role's permission flags and the permission names each one gives. */
export const ROLE_FLAGS = {
  userManagement: ['VIEW_USERS', 'MANAGE_USERS'],
  roleManagement: ['VIEW_ROLES', 'MANAGE_ROLES'],
  projectManagement: ['VIEW_PROJECTS', 'MANAGE_PROJECTS'],
  hrManagement: ['VIEW_LABOR', 'MANAGE_LABOR'],
  materialManagement: ['VIEW_MATERIALS', 'MANAGE_MATERIALS'],
  accountsManagement: ['VIEW_ACCOUNTS', 'MANAGE_ACCOUNTS'],
  vendorManagement: ['VIEW_VENDOR', 'MANAGE_VENDOR'],
  dashboard: ['VIEW_DASHBOARD'],
} as const satisfies Record<string, readonly Permission[]>;

export type RoleFlag = keyof typeof ROLE_FLAGS;
export type RoleFlags = Partial<Record<RoleFlag, boolean>>;
export const ROLE_FLAG_NAMES = Object.keys(ROLE_FLAGS) as RoleFlag[];

export const ADMIN_ROLE = 'Admin';

/** Who a permission check is about: only the role and the permission list matter. */
export interface PermissionHolder {
  role: string;
  permissions: readonly string[];
}

export function isPermission(name: string): name is Permission {
  return (PERMISSIONS as readonly string[]).includes(name);
}

export function isAdmin(user: Pick<PermissionHolder, 'role'> | null | undefined): boolean {
  return user?.role === ADMIN_ROLE;
}

/**
 * The permission names the given flags give, in the spec's order, without duplicates: exactly what a
 * role gives its users (VIEW_DASHBOARD only from the dashboard flag), on the server and in the live recompute.
 */
export function permissionsFromFlags(flags: RoleFlags | null | undefined): Permission[] {
  const granted = new Set<Permission>();
  for (const flag of ROLE_FLAG_NAMES) {
    if (flags?.[flag]) ROLE_FLAGS[flag].forEach((p) => granted.add(p));
  }
  return PERMISSIONS.filter((p) => granted.has(p));
}

/** Admin holds every permission; anyone else holds exactly their list. */
export function hasPermission(user: PermissionHolder | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  return isAdmin(user) || user.permissions.includes(permission);
}

/** What opens a route or shows an entry: one permission, or several that must all be held. */
export type Access = Permission | readonly Permission[];

/** A route or sidebar entry with no permission is open to every signed-in user; one with several needs them all. */
export function canAccess(user: PermissionHolder | null | undefined, access: Access | undefined): boolean {
  if (!user) return false;
  if (access === undefined) return true;
  return typeof access === 'string' ? hasPermission(user, access) : access.every((permission) => hasPermission(user, permission));
}

/** How each role flag is named on screen (role chips and checkboxes). */
export const ROLE_FLAG_LABELS: Record<RoleFlag, string> = {
  dashboard: 'Dashboard',
  userManagement: 'User Management',
  roleManagement: 'Role Management',
  projectManagement: 'Project Management',
  hrManagement: 'HR Management',
  materialManagement: 'Material Management',
  accountsManagement: 'Accounts Management',
  vendorManagement: 'Vendor Management',
};

/** 'VIEW_DASHBOARD' → 'View Dashboard', 'MANAGE_LABOR' → 'Manage Labor'. */
export function permissionLabel(permission: string): string {
  return permission
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
