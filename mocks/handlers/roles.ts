import { ADMIN_ROLE, ROLE_FLAG_NAMES, type RoleFlag, type RoleFlags } from '@/lib/permissions';
import { plural } from '@/lib/plural';
import { crudHandlers } from '../crud';
import { db, type RoleRecord } from '../db';
import { fail, text } from '../respond';

/** Every flag, as a boolean: a role's full permission map. */
function fullFlags(flags: RoleFlags | null | undefined): Record<RoleFlag, boolean> {
  return Object.fromEntries(ROLE_FLAG_NAMES.map((flag) => [flag, flags?.[flag] === true])) as Record<RoleFlag, boolean>;
}

export function listedRole(role: RoleRecord) {
  return {
    _id: role._id,
    name: role.name,
    description: role.description,
    permissions: fullFlags(role.permissions),
    createdAt: role.createdAt,
  };
}

/** A role's permission map: an object of known flag names to booleans, at least one of them true. */
function readFlags(value: unknown): Record<RoleFlag, boolean> {
  if (value === undefined || value === null) fail(400, 'At least one permission must be selected');
  if (typeof value !== 'object' || Array.isArray(value)) fail(400, 'Permissions must be an object of permission flags');
  const entries = Object.entries(value as Record<string, unknown>);
  const unknown = entries.map(([flag]) => flag).filter((flag) => !(ROLE_FLAG_NAMES as string[]).includes(flag));
  if (unknown.length > 0) fail(400, `Unknown permission flags: ${unknown.join(', ')}`);
  if (entries.some(([, on]) => typeof on !== 'boolean')) fail(400, 'Permission flags must be true or false');
  const flags = fullFlags(value as RoleFlags);
  if (!ROLE_FLAG_NAMES.some((flag) => flags[flag])) fail(400, 'At least one permission must be selected');
  return flags;
}

function isAdminRole(name: string): boolean {
  return name.toLowerCase() === ADMIN_ROLE.toLowerCase();
}

/** A role's name and description as a create sends them; a name may be taken only once, Admin's included. */
function readNewRole(body: Record<string, unknown>) {
  const name = text(body.name);
  const description = text(body.description);
  if (!name) fail(400, 'Role name is required');
  if (!description) fail(400, 'Description is required');
  const permissions = readFlags(body.permissions);
  const existing = db.roles.findFirst((q) => q.where({ name: (n) => n.toLowerCase() === name.toLowerCase() }));
  if (existing || isAdminRole(name)) fail(409, `A role named "${existing?.name ?? ADMIN_ROLE}" already exists`);
  return { name, description, permissions };
}

/** A role may go only when no user holds it. */
function refuseHeldRole(role: RoleRecord): void {
  const holders = db.users.findMany((q) => q.where({ role: role.name })).length;
  if (holders > 0) {
    const who = holders === 1 ? 'still holds it. Reassign that user first.' : 'still hold it. Reassign them first.';
    fail(409, `Cannot delete role "${role.name}": ${plural(holders, 'user')} ${who}`);
  }
}

const notAdminRole = (message: string) => (role: RoleRecord) => {
  if (isAdminRole(role.name)) fail(400, message);
};

export const roleHandlers = crudHandlers(
  { store: db.roles, notFound: 'Role not found', answer: listedRole },
  {
    list: {
      path: '/role/getRoles',
      access: 'signedIn',
      records: () => db.roles.findMany(undefined, { orderBy: [{ createdAt: 'asc' }, { _id: 'asc' }] }),
    },
    create: { path: '/role/createRole', access: 'MANAGE_ROLES', message: 'Role created successfully', key: 'role', read: readNewRole },
    update: {
      path: '/role/updateRole/:id',
      access: 'MANAGE_ROLES',
      message: 'Role updated successfully',
      key: 'role',
      guard: notAdminRole('Admin role permissions cannot be modified'),
      read: (body, role) => {
        // The description is optional here; when sent, it may not be blank.
        const description = body.description === undefined ? role.description : text(body.description);
        if (!description) fail(400, 'Description is required');
        return { description, permissions: readFlags(body.permissions) };
      },
    },
    remove: {
      path: '/role/deleteRole/:id',
      access: 'MANAGE_ROLES',
      message: 'Role deleted successfully',
      guard: (role) => {
        notAdminRole('Admin role cannot be deleted')(role);
        refuseHeldRole(role);
      },
    },
  },
);
