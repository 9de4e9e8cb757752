import type { User } from '@/api/users';

export interface UserFilters {
  search: string;
  role: string;
  status: string;
}

export const NO_USER_FILTERS: UserFilters = { search: '', role: '', status: '' };

/** Search over name, e-mail and role; exact role and status filters. */
export function filterUsers(users: readonly User[], { search, role, status }: UserFilters): User[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (user) =>
      (!needle || [user.name, user.email, user.role].some((field) => field.toLowerCase().includes(needle))) &&
      (!role || user.role === role) &&
      (!status || user.status === status),
  );
}

export function userStats(users: readonly User[]) {
  return {
    total: users.length,
    active: users.filter((u) => u.status === 'Active').length,
    inactive: users.filter((u) => u.status === 'Inactive').length,
    uniqueRoles: new Set(users.map((u) => u.role).filter(Boolean)).size,
  };
}
