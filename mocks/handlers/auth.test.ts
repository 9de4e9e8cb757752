import { http, HttpResponse } from 'msw';
import { PERMISSIONS } from '@/lib/permissions';
import { requirePermission } from '../auth';
import { db, type UserRecord } from '../db';
import { server } from '../node';
import { handle, MockHttpError } from '../respond';
import { DEMO_ACCOUNTS, SEED_STAFF, STAFF_PASSWORD } from '../seed';

interface AuthBody {
  success?: boolean;
  token?: string;
  message?: string;
  user?: { _id: string; name: string; email: string; role: string; status: string; permissions: string[]; password?: string };
}

/** A call to the mock API on the page's own origin, as the app makes it. */
async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(new URL(`/api${path}`, 'http://localhost:3000'), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as AuthBody };
}

const login = (email: string, password: string) => call('POST', '/auth/login', { body: { email, password } });
const profile = (token?: string) => call('GET', '/auth/profile', { token });

async function tokenOf(email: string, password: string): Promise<string> {
  const { status, body } = await login(email, password);
  expect(status).toBe(200);
  expect(body.token).toEqual(expect.any(String));
  return body.token ?? '';
}

function seededUser(email: string): UserRecord {
  const user = db.users.findFirst((q) => q.where({ email }));
  if (!user) throw new Error(`no seeded user ${email}`);
  return user;
}

const { admin, projectManager } = DEMO_ACCOUNTS;
const PM_PERMISSIONS = ['VIEW_DASHBOARD', 'MANAGE_PROJECTS', 'VIEW_PROJECTS', 'MANAGE_MATERIALS', 'VIEW_MATERIALS'];

describe('POST /auth/login', () => {
  test('signs a user in with success, token, user and message', async () => {
    const { status, body } = await login(admin.email, admin.password);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      message: expect.any(String),
      user: { name: admin.name, email: admin.email, role: 'Admin', status: 'Active' },
    });
    expect(body.user).not.toHaveProperty('password');
  });

  test('trims and lowercases the e-mail', async () => {
    const { status, body } = await login(`  ${projectManager.email.toUpperCase()}  `, projectManager.password);
    expect(status).toBe(200);
    expect(body.user?.email).toBe(projectManager.email);
  });

  test('does not trim or change the password', async () => {
    expect((await login(admin.email, ` ${admin.password}`)).status).toBe(401);
    expect((await login(admin.email, admin.password.toLowerCase())).status).toBe(401);
  });

  test('a wrong password is refused with 401', async () => {
    const { status, body } = await login(admin.email, 'Wrong@123');
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: 'Invalid email or password' });
  });

  test('an unknown e-mail is refused with the same 401', async () => {
    const { status, body } = await login('nobody@sgkconstructions.in', admin.password);
    expect(status).toBe(401);
    expect(body.message).toBe('Invalid email or password');
  });

  test('an inactive user is refused with 403', async () => {
    const deepak = SEED_STAFF.find((s) => s.name === 'Deepak Nair');
    expect(deepak?.status).toBe('Inactive');
    const { status, body } = await login(deepak?.email ?? '', STAFF_PASSWORD);
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: 'Your account is inactive. Please contact admin.' });
    expect(body.token).toBeUndefined();
  });

  test('the inactive refusal needs the right password first', async () => {
    const deepak = seededUser('deepak.nair@sgkconstructions.in');
    const { status } = await login(deepak.email, 'Wrong@123');
    expect(status).toBe(401);
  });

  test('a missing e-mail or password is a 400', async () => {
    expect((await login('', admin.password)).status).toBe(400);
    expect((await login(admin.email, '')).status).toBe(400);
  });

  test('the login user carries the effective permissions', async () => {
    const { body } = await login(projectManager.email, projectManager.password);
    expect(body.user?.permissions).toEqual(PM_PERMISSIONS);
  });
});

describe('GET /auth/profile', () => {
  test('is refused with 401 without a token', async () => {
    const { status, body } = await profile();
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });

  test.each(['not-a-token', 'mock-token.000000000000000000000000.abc', 'mock-token'])('is refused with 401 for the unknown token %s', async (token) => {
    const { status, body } = await profile(token);
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });

  test('is refused with 401 once the user has been deleted', async () => {
    const token = await tokenOf(projectManager.email, projectManager.password);
    db.users.delete((q) => q.where({ email: projectManager.email }));
    expect((await profile(token)).status).toBe(401);
  });

  test('Admin gets all fifteen permissions', async () => {
    const { status, body } = await profile(await tokenOf(admin.email, admin.password));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({ email: admin.email, role: 'Admin', status: 'Active' });
    expect(body.user?.permissions).toEqual([...PERMISSIONS]);
    expect(body.user?.permissions).toHaveLength(15);
  });

  test("the Project Manager gets what the role's flags give", async () => {
    const { body } = await profile(await tokenOf(projectManager.email, projectManager.password));
    expect(body.user?.permissions).toEqual(PM_PERMISSIONS);
  });

  test('VIEW_DASHBOARD comes only from the dashboard flag: a role without it gives exactly its other permissions', async () => {
    const token = await tokenOf(projectManager.email, projectManager.password);
    await db.roles.update((q) => q.where({ name: 'Project Manager' }), {
      data(role) {
        role.permissions = { projectManagement: true };
      },
    });
    const { body } = await profile(token);
    expect(body.user?.permissions).toEqual(['MANAGE_PROJECTS', 'VIEW_PROJECTS']);
  });

  test('a role that gives nothing gives no permission at all', async () => {
    const token = await tokenOf(projectManager.email, projectManager.password);
    await db.roles.update((q) => q.where({ name: 'Project Manager' }), {
      data(role) {
        role.permissions = {};
      },
    });
    expect((await profile(token)).body.user?.permissions).toEqual([]);
  });

  test('a user with a saved own permission list gets exactly that list', async () => {
    const token = await tokenOf(projectManager.email, projectManager.password);
    await db.users.update((q) => q.where({ email: projectManager.email }), {
      data(user) {
        user.permissions = ['VIEW_LABOR', 'VIEW_VENDOR'];
      },
    });
    expect((await profile(token)).body.user?.permissions).toEqual(['VIEW_LABOR', 'VIEW_VENDOR']);
  });

  test('a saved empty list means no permissions, not those of the role', async () => {
    const token = await tokenOf(projectManager.email, projectManager.password);
    await db.users.update((q) => q.where({ email: projectManager.email }), {
      data(user) {
        user.permissions = [];
      },
    });
    expect((await profile(token)).body.user?.permissions).toEqual([]);
  });

  test('reports a user deactivated after sign-in as Inactive', async () => {
    const token = await tokenOf(projectManager.email, projectManager.password);
    await db.users.update((q) => q.where({ email: projectManager.email }), {
      data(user) {
        user.status = 'Inactive';
      },
    });
    const { status, body } = await profile(token);
    expect(status).toBe(200);
    expect(body.user?.status).toBe('Inactive');
  });
});

describe('requirePermission', () => {
  const guardedPath = '/test/guarded';

  beforeEach(() => {
    server.use(
      http.get(
        `*/api${guardedPath}`,
        handle(({ request }) => {
          const user = requirePermission(request, 'MANAGE_USERS');
          return HttpResponse.json({ success: true, user: { name: user.name } });
        }),
      ),
    );
  });

  test('answers 403 for a user lacking the permission', async () => {
    const token = await tokenOf(projectManager.email, projectManager.password);
    const { status, body } = await call('GET', guardedPath, { token });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: 'You do not have permission to perform this action' });
  });

  test('lets a user holding it through', async () => {
    await db.users.update((q) => q.where({ email: projectManager.email }), {
      data(user) {
        user.permissions = ['MANAGE_USERS'];
      },
    });
    const token = await tokenOf(projectManager.email, projectManager.password);
    const { status, body } = await call('GET', guardedPath, { token });
    expect(status).toBe(200);
    expect(body.user?.name).toBe(projectManager.name);
  });

  test('lets Admin through', async () => {
    const { status } = await call('GET', guardedPath, { token: await tokenOf(admin.email, admin.password) });
    expect(status).toBe(200);
  });

  test('answers 401 without a token', async () => {
    const { status } = await call('GET', guardedPath);
    expect(status).toBe(401);
  });

  test('answers 401 for an inactive user, before looking at permissions', async () => {
    const token = await tokenOf(admin.email, admin.password);
    await db.users.update((q) => q.where({ email: admin.email }), {
      data(user) {
        user.status = 'Inactive';
      },
    });
    expect((await call('GET', guardedPath, { token })).status).toBe(401);
  });

  test('throws the 403 as a provider answer when called directly', async () => {
    const token = await tokenOf(projectManager.email, projectManager.password);
    const request = new Request(new URL('/api/test', 'http://localhost:3000'), { headers: { Authorization: `Bearer ${token}` } });
    let thrown: unknown;
    try {
      requirePermission(request, 'MANAGE_ROLES');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MockHttpError);
    expect(thrown).toMatchObject({ status: 403 });
  });
});
