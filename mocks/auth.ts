/** Token issue and check, and the provider's 401/403 behaviour, for every handler that needs a user. */
import { isAdmin, PERMISSIONS, permissionsFromFlags, type Permission } from '@/lib/permissions';
import { ACTIVE_USER_STATUS } from '@/config/constants';
import { db, type UserRecord } from './db';
import { fail } from './respond';

const TOKEN_PREFIX = 'mock-token';

/**
 * Tokens name the user they were issued to, so they survive a reload of the page or a restart of the
 * mock server; a token of a deleted user is refused like an unknown one.
 */
export function issueToken(user: Pick<UserRecord, '_id'>): string {
  const nonce = Math.random().toString(36).slice(2, 10);
  return `${TOKEN_PREFIX}.${user._id}.${nonce}`;
}

function userIdOf(token: string): string | null {
  const [prefix, id] = token.split('.');
  return prefix === TOKEN_PREFIX && id ? id : null;
}

/** What the user may do now: Admin all; else their own saved list; else what their role's flags give. */
export function effectivePermissions(user: UserRecord): Permission[] {
  if (isAdmin(user)) return [...PERMISSIONS];
  if (user.permissions) return PERMISSIONS.filter((p) => user.permissions?.includes(p));
  const role = db.roles.findFirst((q) => q.where({ name: user.role }));
  return permissionsFromFlags(role?.permissions);
}

/** Who a user is, as every answer names them: never the password. */
export function userIdentity(user: UserRecord) {
  return { _id: user._id, name: user.name, email: user.email, role: user.role, status: user.status };
}

/** The user as login and the profile report them, with what they may do now. */
export function publicUser(user: UserRecord) {
  return { ...userIdentity(user), permissions: effectivePermissions(user) };
}

export function findUserByToken(request: Request): UserRecord | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  const id = match ? userIdOf(match[1].trim()) : null;
  if (!id) return undefined;
  return db.users.findFirst((q) => q.where({ _id: id }));
}

/** 401 unless the request carries the token of an existing, active user. */
export function requireUser(request: Request): UserRecord {
  const user = findUserByToken(request);
  if (!user) fail(401, 'Not authorized, token missing or invalid');
  if (user.status !== ACTIVE_USER_STATUS) fail(401, 'Your account is inactive. Please contact admin.');
  return user;
}

/** 403 unless the signed-in user holds `permission` (Admin holds all). */
export function requirePermission(request: Request, permission: Permission): UserRecord {
  const user = requireUser(request);
  if (!effectivePermissions(user).includes(permission)) fail(403, 'You do not have permission to perform this action');
  return user;
}

/** 403 unless the signed-in user holds at least one of `permissions`. */
export function requireAnyPermission(request: Request, permissions: readonly Permission[]): UserRecord {
  const user = requireUser(request);
  const held = effectivePermissions(user);
  if (!permissions.some((p) => held.includes(p))) fail(403, 'You do not have permission to perform this action');
  return user;
}
