import { ROLE_FLAG_NAMES, type RoleFlags } from '@/lib/permissions';
import { http } from './http';
import { entityFrom, idOf, listOf, recordOf, str } from './normalise';
import { defineResource } from './resource';
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

/**
 * Keeps only known flags, as booleans; a provider that sends a list of flag names is read too. A flag is
 * granted only by `true`: the provider stores booleans (it refuses any other value on a write), so anything
 * else ('false', 'true', 1, 'yes') is an answer it should not give and grants nothing.
 */
function normaliseFlags(raw: unknown): RoleFlags {
  const flags: RoleFlags = {};
  if (Array.isArray(raw)) {
    for (const name of ROLE_FLAG_NAMES) flags[name] = raw.includes(name);
  } else if (raw && typeof raw === 'object') {
    for (const name of ROLE_FLAG_NAMES) flags[name] = (raw as Record<string, unknown>)[name] === true;
  }
  return flags;
}

export function normaliseRole(input: unknown): Role {
  const raw = recordOf(input) as RawRole;
  return { _id: idOf(raw), name: str(raw.name), description: str(raw.description), permissions: normaliseFlags(raw.permissions) };
}

export async function fetchRoles(): Promise<Role[]> {
  const { data } = await http.get('/role/getRoles');
  return listOf(data, 'roles', normaliseRole);
}

export async function createRole(role: NewRole): Promise<Role | undefined> {
  const { data } = await http.post('/role/createRole', { ...role, name: role.name.trim(), description: role.description.trim() });
  const raw = entityFrom<RawRole>(data, 'role');
  return raw ? normaliseRole(raw) : undefined;
}

export interface RoleChanges {
  permissions: RoleFlags;
  description: string;
}

/** The names of the flags a role holds, for activity details. */
const heldFlagNames = (flags: RoleFlags): string[] => ROLE_FLAG_NAMES.filter((flag) => !!flags[flag]);

export async function updateRole(id: string, update: RoleChanges): Promise<void> {
  await http.put(`/role/updateRole/${encodeURIComponent(id)}`, { permissions: update.permissions, description: update.description.trim() });
}

export async function deleteRole(id: string): Promise<void> {
  await http.delete(`/role/deleteRole/${encodeURIComponent(id)}`);
}

// A role's users show its name and permissions: every write refreshes the users too.
const roles = defineResource<Role>({ key: ['roles'], list: fetchRoles, alsoInvalidates: [userKeys.all], entityType: 'role', nameOf: (role) => role.name });

/** A role as the server has it now (an edit's conflict check). */
export const readRole = (id: string) => roles.readFresh(id);

export const roleKeys = roles.keys;

export const useRoles = () => roles.useList();

export const useCreateRole = roles.creates(createRole, (role: NewRole) => ({
  name: role.name.trim(),
  description: `Created role ${role.name.trim()}`,
  metadata: { permissions: heldFlagNames(role.permissions) },
}));

export const useUpdateRole = roles.updates(
  ({ role, changes }: { role: Role; changes: RoleChanges }) => updateRole(role._id, changes),
  ({ role, changes }) => ({ id: role._id, name: role.name, description: `Updated role ${role.name}`, metadata: { permissions: heldFlagNames(changes.permissions) } }),
);

export const useDeleteRole = roles.deletes(deleteRole, (role) => `Deleted role ${role.name}`);
