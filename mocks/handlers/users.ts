import { http, HttpResponse, type PathParams } from 'msw';
import { ADMIN_ROLE, isAdmin, isPermission, PERMISSIONS } from '@/auth/permissions';
import { isEmail } from '@/lib/validators';
import { requirePermission, requireUser } from '../auth';
import { db, newId, type UserRecord } from '../db';
import { apiPath, fail, handle, readJsonBody, text } from '../respond';

const USER_STATUSES = ['Active', 'Inactive'];
const MIN_PASSWORD_LENGTH = 6;

/** A user as the user list reports them: never the password; `permissions` is their own saved list or null. */
export function listedUser(user: UserRecord) {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    permissions: user.permissions ? [...user.permissions] : null,
    createdAt: user.createdAt,
  };
}

interface UserInput {
  name: string;
  email: string;
  role: string;
  status: string;
  /** Absent on an update that keeps the current password. */
  password?: string;
}

/**
 * The checks create and update share. On create a password is required; on update a blank or missing
 * one keeps the current password. `selfId` is the user being edited, who may keep their own e-mail.
 */
function readUserInput(body: Record<string, unknown>, options: { passwordRequired: boolean; selfId?: string }): UserInput {
  const name = text(body.name);
  const email = text(body.email).toLowerCase();
  const rawPassword = typeof body.password === 'string' ? body.password : '';
  const roleName = text(body.role);
  const status = text(body.status);

  if (!name) fail(400, 'Name is required');
  if (!email) fail(400, 'Email is required');
  if (!isEmail(email)) fail(400, 'Please enter a valid email address');
  const password = rawPassword.trim() ? rawPassword : undefined;
  if (options.passwordRequired && !password) fail(400, 'Password is required');
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    fail(400, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  if (!roleName) fail(400, 'Role is required');
  if (!status) fail(400, 'Status is required');
  if (!USER_STATUSES.includes(status)) fail(400, 'Status must be Active or Inactive');
  if (roleName.toLowerCase() === ADMIN_ROLE.toLowerCase()) fail(400, 'Admin role cannot be assigned');
  const role = db.roles.findFirst((q) => q.where({ name: (n) => n.toLowerCase() === roleName.toLowerCase() }));
  if (!role) fail(400, `Role "${roleName}" does not exist`);

  const holder = db.users.findFirst((q) => q.where({ email: (e) => e.toLowerCase() === email }));
  if (holder && holder._id !== options.selfId) fail(409, 'A user with this email already exists');

  return { name, email, role: role.name, status, password };
}

function idOf(params: PathParams): string {
  return String(params.id ?? '');
}

/** The user named by the path, refused when missing (404) or Admin (400 with `adminMessage`). */
function findEditableUser(params: PathParams, adminMessage: string): UserRecord {
  const id = idOf(params);
  const user = db.users.findFirst((q) => q.where({ _id: id }));
  if (!user) fail(404, 'User not found');
  if (isAdmin(user)) fail(400, adminMessage);
  return user;
}

/** A saved permission list: a list of known permission names (kept in the spec's order), or null. */
function readPermissionList(value: unknown): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value) || value.some((p) => typeof p !== 'string')) {
    fail(400, 'Permissions must be a list of permission names, or null to follow the role');
  }
  const names = value as string[];
  const unknown = names.filter((p) => !isPermission(p));
  if (unknown.length > 0) fail(400, `Unknown permissions: ${unknown.join(', ')}`);
  return PERMISSIONS.filter((p) => names.includes(p));
}

export const userHandlers = [
  http.get(
    apiPath('/user/viewAllUsers'),
    handle(({ request }) => {
      requireUser(request);
      const users = db.users.findMany(undefined, { orderBy: [{ createdAt: 'desc' }, { _id: 'desc' }] });
      return HttpResponse.json(users.map(listedUser));
    }),
  ),

  http.post(
    apiPath('/user/AddUserDetails'),
    handle(async ({ request }) => {
      requirePermission(request, 'MANAGE_USERS');
      const input = readUserInput(await readJsonBody(request), { passwordRequired: true });
      const now = Date.now();
      const user = await db.users.create({
        _id: newId(now),
        name: input.name,
        email: input.email,
        password: input.password ?? '',
        role: input.role,
        status: input.status,
        permissions: null,
        createdAt: new Date(now).toISOString(),
      });
      return HttpResponse.json({ success: true, message: 'User created successfully', user: listedUser(user) }, { status: 201 });
    }),
  ),

  http.put(
    apiPath('/user/updateUser/:id'),
    handle(async ({ request, params }) => {
      requirePermission(request, 'MANAGE_USERS');
      const target = findEditableUser(params, 'Admin users cannot be modified');
      const input = readUserInput(await readJsonBody(request), { passwordRequired: false, selfId: target._id });
      const user = await db.users.update((q) => q.where({ _id: target._id }), {
        data(record) {
          record.name = input.name;
          record.email = input.email;
          record.role = input.role;
          record.status = input.status;
          if (input.password !== undefined) record.password = input.password;
        },
        strict: true,
      });
      return HttpResponse.json({ success: true, message: 'User updated successfully', user: listedUser(user) });
    }),
  ),

  http.delete(
    apiPath('/user/deleteUser/:id'),
    handle(({ request, params }) => {
      requirePermission(request, 'MANAGE_USERS');
      const target = findEditableUser(params, 'Admin users cannot be deleted');
      db.users.delete((q) => q.where({ _id: target._id }));
      return HttpResponse.json({ success: true, message: 'User deleted successfully' });
    }),
  ),

  http.get(
    apiPath('/user/countUsersByRole'),
    handle(({ request }) => {
      requireUser(request);
      const counts = new Map<string, number>();
      for (const user of db.users.all()) counts.set(user.role, (counts.get(user.role) ?? 0) + 1);
      const rows = [...counts].map(([role, count]) => ({ _id: role, count }));
      rows.sort((a, b) => a._id.localeCompare(b._id));
      return HttpResponse.json(rows);
    }),
  ),

  http.put(
    apiPath('/user/updatePermissions/:id'),
    handle(async ({ request, params }) => {
      requirePermission(request, 'MANAGE_USERS');
      const target = findEditableUser(params, 'Admin permissions cannot be modified');
      const body = await readJsonBody(request);
      const permissions = readPermissionList(body.permissions);
      const user = await db.users.update((q) => q.where({ _id: target._id }), {
        data(record) {
          record.permissions = permissions;
        },
        strict: true,
      });
      return HttpResponse.json({ success: true, message: 'Permissions updated successfully', user: listedUser(user) });
    }),
  ),
];
