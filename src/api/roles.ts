import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLE_FLAG_NAMES, type RoleFlags } from '@/auth/permissions';
import { http } from './http';
import { entityFrom, idOf, listFrom, str } from './normalise';
import { userKeys } from './users';

export interface Role {
  _id: string;
  name: string;
  description: string;
  permissions: RoleFlags;
}

export interface NewRole {
  name: string;
  description: string;
  permissions: RoleFlags;
}

type RawRole = { _id?: unknown; id?: unknown; name?: unknown; description?: unknown; permissions?: unknown };

/** Keeps only known flags, as booleans; a provider that sends a list of flag names is read too. */
function normaliseFlags(raw: unknown): RoleFlags {
  const flags: RoleFlags = {};
  if (Array.isArray(raw)) {
    for (const name of ROLE_FLAG_NAMES) flags[name] = raw.includes(name);
  } else if (raw && typeof raw === 'object') {
    for (const name of ROLE_FLAG_NAMES) flags[name] = !!(raw as Record<string, unknown>)[name];
  }
  return flags;
}

export function normaliseRole(raw: RawRole): Role {
  return { _id: idOf(raw), name: str(raw.name), description: str(raw.description), permissions: normaliseFlags(raw.permissions) };
}

export const roleKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
};

export async function fetchRoles(): Promise<Role[]> {
  const { data } = await http.get('/role/getRoles');
  return listFrom<RawRole>(data, 'roles').map(normaliseRole);
}

export async function createRole(role: NewRole): Promise<Role | undefined> {
  const { data } = await http.post('/role/createRole', { ...role, name: role.name.trim(), description: role.description.trim() });
  const raw = entityFrom<RawRole>(data, 'role');
  return raw ? normaliseRole(raw) : undefined;
}

export async function updateRole(id: string, update: { permissions: RoleFlags; description: string }): Promise<void> {
  await http.put(`/role/updateRole/${encodeURIComponent(id)}`, { permissions: update.permissions, description: update.description.trim() });
}

export async function deleteRole(id: string): Promise<void> {
  await http.delete(`/role/deleteRole/${encodeURIComponent(id)}`);
}

export function useRoles() {
  return useQuery({ queryKey: roleKeys.list, queryFn: fetchRoles });
}

function useRoleMutation<Vars, Result>(mutationFn: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: roleKeys.all }), queryClient.invalidateQueries({ queryKey: userKeys.all })]),
  });
}

export const useCreateRole = () => useRoleMutation(createRole);
export const useUpdateRole = () =>
  useRoleMutation(({ id, permissions, description }: { id: string; permissions: RoleFlags; description: string }) =>
    updateRole(id, { permissions, description }),
  );
export const useDeleteRole = () => useRoleMutation(deleteRole);
