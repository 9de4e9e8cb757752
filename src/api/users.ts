import { useQuery } from '@tanstack/react-query';
import { toNumber } from '@/lib/money';
import { http } from './http';
import { entityFrom, idOf, listOf, recordOf, str, textsOf } from './normalise';
import { defineResource, KEPT_ON_DEVICE } from './resource';

export type UserStatus = 'Active' | 'Inactive';

export interface User {
  _id: string;
  name: string;
  email: string;
  role: string;
  status: UserStatus | string;
  /** The user's own saved permission list, or null when they follow their role. */
  permissions: string[] | null;
  createdAt?: string;
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: string;
  status: string;
}

export interface UserUpdate {
  name: string;
  email: string;
  role: string;
  status: string;
  password?: string;
}

export interface RoleCount {
  role: string;
  count: number;
}

type RawUser = Partial<Omit<User, 'permissions'>> & { id?: string; permissions?: unknown };

export function normaliseUser(input: unknown): User {
  const raw = recordOf(input) as RawUser;
  return {
    _id: idOf(raw),
    name: str(raw.name),
    email: str(raw.email),
    role: str(raw.role),
    status: str(raw.status),
    permissions: Array.isArray(raw.permissions) ? textsOf(raw.permissions) : null,
    createdAt: raw.createdAt ? str(raw.createdAt) : undefined,
  };
}

export async function fetchUsers(): Promise<User[]> {
  const { data } = await http.get('/user/viewAllUsers');
  return listOf(data, 'users', normaliseUser);
}

export async function createUser(user: NewUser): Promise<User | undefined> {
  const { data } = await http.post('/user/AddUserDetails', { ...user, email: user.email.trim().toLowerCase() });
  const raw = entityFrom<RawUser>(data, 'user');
  return raw ? normaliseUser(raw) : undefined;
}

/** Sends the password only when one was typed. */
export async function updateUser(id: string, update: UserUpdate): Promise<void> {
  const { password, ...rest } = update;
  const body = { ...rest, email: rest.email.trim().toLowerCase(), ...(password?.trim() ? { password } : {}) };
  await http.put(`/user/updateUser/${encodeURIComponent(id)}`, body);
}

export async function deleteUser(id: string): Promise<void> {
  await http.delete(`/user/deleteUser/${encodeURIComponent(id)}`);
}

/** Saves a user's own permission list; null returns them to their role's permissions. */
export async function updateUserPermissions(id: string, permissions: string[] | null): Promise<void> {
  await http.put(`/user/updatePermissions/${encodeURIComponent(id)}`, { permissions });
}

export async function fetchUserCountsByRole(): Promise<RoleCount[]> {
  const { data } = await http.get('/user/countUsersByRole');
  return roleCountsFrom(data);
}

/** The rows of a count answer, bare or under `counts`: the role is the row's `_id`; a count that is not a number (or numeric text) is 0. */
export function roleCountsFrom(data: unknown): RoleCount[] {
  return listOf(data, 'counts', (row) => ({ role: str(row._id), count: toNumber(row.count) }));
}

const users = defineResource<User>({ key: ['users'], list: fetchUsers, entityType: 'user', nameOf: (user) => user.name });

/** A user as the server has it now (an edit's conflict check). */
export const readUser = (id: string) => users.readFresh(id);

export const userKeys = { ...users.keys, countsByRole: ['users', 'countsByRole'] as const };

export const useUsers = () => users.useList();

export function useUserCountsByRole() {
  return useQuery({ queryKey: userKeys.countsByRole, queryFn: fetchUserCountsByRole, meta: KEPT_ON_DEVICE });
}

export const useCreateUser = users.creates(createUser, (user: NewUser) => ({ name: user.name.trim(), description: `Created user ${user.name.trim()} (${user.role})` }));

export const useUpdateUser = users.updates(
  ({ id, update }: { id: string; update: UserUpdate }) => updateUser(id, update),
  ({ id, update }) => ({ id, name: update.name.trim(), description: `Updated user ${update.name.trim()}` }),
);

export const useDeleteUser = users.deletes(deleteUser, (user) => `Deleted user ${user.name}`);

export const useUpdateUserPermissions = users.updates(
  ({ user, permissions }: { user: User; permissions: string[] | null }) => updateUserPermissions(user._id, permissions),
  ({ user }) => ({ id: user._id, name: user.name, description: `Updated permissions of ${user.name}` }),
);
