import { http, HttpResponse } from 'msw';
import { ADMIN_ROLE, isAdmin, isPermission, PERMISSIONS } from '@/lib/permissions';
import { MIN_PASSWORD_LENGTH, USER_STATUSES } from '@/config/constants';
import { isEmail } from '@/lib/validators';
import { requireUser, userIdentity } from '../auth';
import { crudHandlers, updateHandler } from '../crud';
import { db, type UserRecord } from '../db';
import { apiPath, fail, handle, text } from '../respond';

/** A user as the user list reports them: never the password; `permissions` is their own saved list or null. */
export function listedUser(user: UserRecord) {
  return { ...userIdentity(user), permissions: user.permissions ? [...user.permissions] : null, createdAt: user.createdAt };
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
  if (!(USER_STATUSES as readonly string[]).includes(status)) fail(400, 'Status must be Active or Inactive');
  if (roleName.toLowerCase() === ADMIN_ROLE.toLowerCase()) fail(400, 'Admin role cannot be assigned');
  const role = db.roles.findFirst((q) => q.where({ name: (n) => n.toLowerCase() === roleName.toLowerCase() }));
  if (!role) fail(400, `Role "${roleName}" does not exist`);

  const holder = db.users.findFirst((q) => q.where({ email: (e) => e.toLowerCase() === email }));
  if (holder && holder._id !== options.selfId) fail(409, 'A user with this email already exists');

  return { name, email, role: role.name, status, password };
}

/** Admin is never edited nor deleted here; `message` says which. */
const notAdmin = (message: string) => (user: UserRecord) => {
  if (isAdmin(user)) fail(400, message);
};

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

const users = { store: db.users, notFound: 'User not found', answer: listedUser };

export const userHandlers = [
  ...crudHandlers(users, {
    list: {
      path: '/user/viewAllUsers',
      access: 'signedIn',
      records: () => db.users.findMany(undefined, { orderBy: [{ createdAt: 'desc' }, { _id: 'desc' }] }),
    },
    create: {
      path: '/user/AddUserDetails',
      access: 'MANAGE_USERS',
      message: 'User created successfully',
      key: 'user',
      read: (body) => {
        const { password = '', ...input } = readUserInput(body, { passwordRequired: true });
        return { ...input, password, permissions: null };
      },
    },
    update: {
      path: '/user/updateUser/:id',
      access: 'MANAGE_USERS',
      message: 'User updated successfully',
      key: 'user',
      guard: notAdmin('Admin users cannot be modified'),
      read: (body, user) => {
        const { password, ...input } = readUserInput(body, { passwordRequired: false, selfId: user._id });
        return password === undefined ? input : { ...input, password };
      },
    },
    remove: {
      path: '/user/deleteUser/:id',
      access: 'MANAGE_USERS',
      message: 'User deleted successfully',
      guard: notAdmin('Admin users cannot be deleted'),
    },
  }),

  updateHandler(users, {
    path: '/user/updatePermissions/:id',
    access: 'MANAGE_USERS',
    message: 'Permissions updated successfully',
    key: 'user',
    guard: notAdmin('Admin permissions cannot be modified'),
    read: (body) => ({ permissions: readPermissionList(body.permissions) }),
  }),

  http.get(
    apiPath('/user/countUsersByRole'),
    handle(({ request }) => {
      requireUser(request);
      const counts = new Map<string, number>();
      for (const user of db.users.all()) counts.set(user.role, (counts.get(user.role) ?? 0) + 1);
      const rows = [...counts].map(([role, count]) => ({ _id: role, count }));
      // A user without a role (or with one that is not text) is counted under it as it is, like a database's group-by.
      rows.sort((a, b) => String(a._id).localeCompare(String(b._id)));
      return HttpResponse.json(rows);
    }),
  ),
];
