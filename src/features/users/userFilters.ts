import type { User } from '@/api/users';
import { matchesSearch, type SearchField } from '@/lib/search';

export interface UserFilters {
  search: string;
  role: string;
  status: string;
}

export const NO_USER_FILTERS: UserFilters = { search: '', role: '', status: '' };

/** What the user searches look in: name, e-mail and role. */
export const USER_SEARCH_FIELDS: readonly SearchField<User>[] = ['name', 'email', 'role'];

/** Search over name, e-mail and role; exact role and status filters. */
export function filterUsers(users: readonly User[], { search, role, status }: UserFilters): User[] {
  return users.filter(
    (user) =>
      matchesSearch(user, search, USER_SEARCH_FIELDS) &&
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
