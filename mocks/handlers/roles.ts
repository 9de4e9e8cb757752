import { http, HttpResponse, type PathParams } from 'msw';
import { ADMIN_ROLE, ROLE_FLAG_NAMES, type RoleFlag, type RoleFlags } from '@/auth/permissions';
import { plural } from '@/lib/plural';
import { requirePermission, requireUser } from '../auth';
import { db, newId, type RoleRecord } from '../db';
import { apiPath, fail, handle, readJsonBody, text } from '../respond';

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

function findRole(params: PathParams): RoleRecord {
  const id = String(params.id ?? '');
  const role = db.roles.findFirst((q) => q.where({ _id: id }));
  if (!role) fail(404, 'Role not found');
  return role;
}

export const roleHandlers = [
  http.get(
    apiPath('/role/getRoles'),
    handle(({ request }) => {
      requireUser(request);
      const roles = db.roles.findMany(undefined, { orderBy: [{ createdAt: 'asc' }, { _id: 'asc' }] });
      return HttpResponse.json(roles.map(listedRole));
    }),
  ),

  http.post(
    apiPath('/role/createRole'),
    handle(async ({ request }) => {
      requirePermission(request, 'MANAGE_ROLES');
      const body = await readJsonBody(request);
      const name = text(body.name);
      const description = text(body.description);
      if (!name) fail(400, 'Role name is required');
      if (!description) fail(400, 'Description is required');
      const permissions = readFlags(body.permissions);
      const existing = db.roles.findFirst((q) => q.where({ name: (n) => n.toLowerCase() === name.toLowerCase() }));
      if (existing || isAdminRole(name)) fail(409, `A role named "${existing?.name ?? ADMIN_ROLE}" already exists`);

      const now = Date.now();
      const role = await db.roles.create({ _id: newId(now), name, description, permissions, createdAt: new Date(now).toISOString() });
      return HttpResponse.json({ success: true, message: 'Role created successfully', role: listedRole(role) }, { status: 201 });
    }),
  ),

  http.put(
    apiPath('/role/updateRole/:id'),
    handle(async ({ request, params }) => {
      requirePermission(request, 'MANAGE_ROLES');
      const target = findRole(params);
      if (isAdminRole(target.name)) fail(400, 'Admin role permissions cannot be modified');
      const body = await readJsonBody(request);
      // The description is optional here; when sent, it may not be blank.
      const description = body.description === undefined ? target.description : text(body.description);
      if (!description) fail(400, 'Description is required');
      const permissions = readFlags(body.permissions);
      const role = await db.roles.update((q) => q.where({ _id: target._id }), {
        data(record) {
          record.description = description;
          record.permissions = permissions;
        },
        strict: true,
      });
      return HttpResponse.json({ success: true, message: 'Role updated successfully', role: listedRole(role) });
    }),
  ),

  http.delete(
    apiPath('/role/deleteRole/:id'),
    handle(({ request, params }) => {
      requirePermission(request, 'MANAGE_ROLES');
      const target = findRole(params);
      if (isAdminRole(target.name)) fail(400, 'Admin role cannot be deleted');
      const holders = db.users.findMany((q) => q.where({ role: target.name })).length;
      if (holders > 0) {
        const who = holders === 1 ? 'still holds it. Reassign that user first.' : 'still hold it. Reassign them first.';
        fail(409, `Cannot delete role "${target.name}": ${plural(holders, 'user')} ${who}`);
      }
      db.roles.delete((q) => q.where({ _id: target._id }));
      return HttpResponse.json({ success: true, message: 'Role deleted successfully' });
    }),
  ),
];
