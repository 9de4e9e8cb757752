import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DEMO_ACCOUNTS, SEED_STAFF, STAFF_PASSWORD } from '../seed';
import { callMock } from '../callMock';

const ADMIN = DEMO_ACCOUNTS.admin.email;
const PROJECT_MANAGER = DEMO_ACCOUNTS.projectManager.email;
const HR_MANAGER = SEED_STAFF.find((s) => s.role === 'HR Manager')!.email;

function seededUser(email: string) {
  const user = db.users.findFirst((q) => q.where({ email }));
  if (!user) throw new Error(`No seeded user ${email}`);
  return user;
}

const call = callMock;

const newUser = { name: '  Meera Krishnan ', email: ' Meera.Krishnan@SGKConstructions.in ', password: 'Site@2026', role: 'HR Manager', status: 'Active' };

async function profileOf(email: string) {
  const { body } = await call('GET', '/auth/profile', { as: email });
  return body.user as { role: string; permissions: string[] };
}

async function login(email: string, password: string) {
  const response = await fetch('http://localhost:3000/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe('GET /user/viewAllUsers', () => {
  it('lists every user newest first, without passwords, with their saved permission list or null', async () => {
    const { status, body } = await call('GET', '/user/viewAllUsers', { as: HR_MANAGER });
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(db.users.count());
    const times = body.map((u: { createdAt: string }) => u.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(Object.keys(body[0]).sort()).toEqual(['_id', 'createdAt', 'email', 'name', 'permissions', 'role', 'status']);
    expect(body.every((u: { permissions: unknown }) => u.permissions === null)).toBe(true);
    expect(body.map((u: { email: string }) => u.email)).toContain(ADMIN);
  });

  it('needs a signed-in user', async () => {
    const { status, body } = await call('GET', '/user/viewAllUsers', { as: null });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: 'Not authorized, token missing or invalid' });
  });
});

describe('POST /user/AddUserDetails', () => {
  it('creates the user with a trimmed name and a trimmed, lowercased e-mail', async () => {
    const { status, body } = await call('POST', '/user/AddUserDetails', { body: newUser });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: 'User created successfully',
      user: { name: 'Meera Krishnan', email: 'meera.krishnan@sgkconstructions.in', role: 'HR Manager', status: 'Active', permissions: null },
    });
    expect(body.user).not.toHaveProperty('password');
    expect(body.user._id).toEqual(expect.any(String));

    const list = await call('GET', '/user/viewAllUsers');
    expect(list.body[0].email).toBe('meera.krishnan@sgkconstructions.in');
    expect(await login('meera.krishnan@sgkconstructions.in', 'Site@2026')).toBe(200);
  });

  it.each([
    ['the name is missing', { name: '   ' }, 'Name is required'],
    ['the e-mail is missing', { email: '' }, 'Email is required'],
    ['the e-mail is not an address', { email: 'meera.sgk' }, 'Please enter a valid email address'],
    ['the password is missing', { password: undefined }, 'Password is required'],
    ['the password is short', { password: 'abc12' }, 'Password must be at least 6 characters long'],
    ['the role is missing', { role: '' }, 'Role is required'],
    ['the status is missing', { status: undefined }, 'Status is required'],
    ['the status is unknown', { status: 'Suspended' }, 'Status must be Active or Inactive'],
    ['the role does not exist', { role: 'Site Engineer' }, 'Role "Site Engineer" does not exist'],
    ['the role is Admin', { role: 'Admin' }, 'Admin role cannot be assigned'],
  ])('refuses with 400 when %s', async (_case, change, message) => {
    const { status, body } = await call('POST', '/user/AddUserDetails', { body: { ...newUser, ...change } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it('refuses a duplicate e-mail whatever its case with 409', async () => {
    const { status, body } = await call('POST', '/user/AddUserDetails', { body: { ...newUser, email: ' HR@SGKConstructions.in' } });
    expect(status).toBe(409);
    expect(body).toEqual({ success: false, message: 'A user with this email already exists' });
  });

  it('needs MANAGE_USERS', async () => {
    const { status } = await call('POST', '/user/AddUserDetails', { as: PROJECT_MANAGER, body: newUser });
    expect(status).toBe(403);
    expect(db.users.findFirst((q) => q.where({ email: 'meera.krishnan@sgkconstructions.in' }))).toBeUndefined();
  });
});

describe('PUT /user/updateUser/:id', () => {
  const sunita = () => seededUser(HR_MANAGER);
  const edit = { name: 'Sunita Rao Kulkarni', email: 'sunita.rao@sgkconstructions.in', role: 'Accountant', status: 'Inactive' };

  it('updates the user and keeps the password when none is sent', async () => {
    const id = sunita()._id;
    const { status, body } = await call('PUT', `/user/updateUser/${id}`, { body: { ...edit, password: '   ' } });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'User updated successfully',
      user: expect.objectContaining({ _id: id, ...edit, permissions: null }),
    });
    expect(body.user).not.toHaveProperty('password');
    expect(seededUser('sunita.rao@sgkconstructions.in').password).toBe(STAFF_PASSWORD);
  });

  it('changes the password when a non-blank one is sent', async () => {
    const target = sunita();
    const { status } = await call('PUT', `/user/updateUser/${target._id}`, {
      body: { name: target.name, email: target.email, role: target.role, status: 'Active', password: 'NewPass@9' },
    });
    expect(status).toBe(200);
    expect(await login(HR_MANAGER, 'NewPass@9')).toBe(200);
    expect(await login(HR_MANAGER, STAFF_PASSWORD)).toBe(401);
  });

  it('lets a user keep their own e-mail, in any case', async () => {
    const target = sunita();
    const { status, body } = await call('PUT', `/user/updateUser/${target._id}`, {
      body: { name: target.name, email: HR_MANAGER.toUpperCase(), role: target.role, status: target.status },
    });
    expect(status).toBe(200);
    expect(body.user.email).toBe(HR_MANAGER);
  });

  it('refuses an e-mail that belongs to another user with 409', async () => {
    const { status, body } = await call('PUT', `/user/updateUser/${sunita()._id}`, { body: { ...edit, email: PROJECT_MANAGER } });
    expect(status).toBe(409);
    expect(body.message).toBe('A user with this email already exists');
  });

  it.each([
    ['the name is missing', { name: '' }, 'Name is required'],
    ['the e-mail is not an address', { email: 'sunita@' }, 'Please enter a valid email address'],
    ['the new password is short', { password: '12345' }, 'Password must be at least 6 characters long'],
    ['the status is unknown', { status: 'On leave' }, 'Status must be Active or Inactive'],
    ['the role does not exist', { role: 'Supervisor' }, 'Role "Supervisor" does not exist'],
    ['the role is Admin', { role: 'admin' }, 'Admin role cannot be assigned'],
  ])('refuses with 400 when %s', async (_case, change, message) => {
    const { status, body } = await call('PUT', `/user/updateUser/${sunita()._id}`, { body: { ...edit, ...change } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(sunita().role).toBe('HR Manager');
  });

  it('refuses an Admin user with 400', async () => {
    const { status, body } = await call('PUT', `/user/updateUser/${seededUser(ADMIN)._id}`, { body: edit });
    expect(status).toBe(400);
    expect(body.message).toBe('Admin users cannot be modified');
  });

  it('answers 404 for an unknown user', async () => {
    const { status, body } = await call('PUT', '/user/updateUser/000000000000000000000000', { body: edit });
    expect(status).toBe(404);
    expect(body.message).toBe('User not found');
  });

  it('needs MANAGE_USERS', async () => {
    const { status } = await call('PUT', `/user/updateUser/${sunita()._id}`, { as: PROJECT_MANAGER, body: edit });
    expect(status).toBe(403);
  });
});

describe('DELETE /user/deleteUser/:id', () => {
  it('deletes the user', async () => {
    const id = seededUser(HR_MANAGER)._id;
    const { status, body } = await call('DELETE', `/user/deleteUser/${id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'User deleted successfully' });
    expect(db.users.findFirst((q) => q.where({ _id: id }))).toBeUndefined();
  });

  it('refuses an Admin user with 400', async () => {
    const { status, body } = await call('DELETE', `/user/deleteUser/${seededUser(ADMIN)._id}`);
    expect(status).toBe(400);
    expect(body.message).toBe('Admin users cannot be deleted');
  });

  it('answers 404 for an unknown user', async () => {
    const { status, body } = await call('DELETE', '/user/deleteUser/000000000000000000000000');
    expect(status).toBe(404);
    expect(body.message).toBe('User not found');
  });

  it('needs MANAGE_USERS', async () => {
    const { status } = await call('DELETE', `/user/deleteUser/${seededUser(HR_MANAGER)._id}`, { as: PROJECT_MANAGER });
    expect(status).toBe(403);
  });
});

describe('GET /user/countUsersByRole', () => {
  it('counts the users of every role that has any', async () => {
    const { status, body } = await call('GET', '/user/countUsersByRole', { as: HR_MANAGER });
    expect(status).toBe(200);
    expect(body).toEqual(
      expect.arrayContaining([
        { _id: 'Admin', count: 1 },
        { _id: 'Project Manager', count: 2 },
        { _id: 'HR Manager', count: 1 },
        { _id: 'Accountant', count: 2 },
        { _id: 'Material Manager', count: 1 },
      ]),
    );
    expect(body).toHaveLength(5);
  });

  it('leaves out a role without users', async () => {
    await call('DELETE', `/user/deleteUser/${seededUser(HR_MANAGER)._id}`);
    const { body } = await call('GET', '/user/countUsersByRole');
    expect(body.map((row: { _id: string }) => row._id)).not.toContain('HR Manager');
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/user/countUsersByRole', { as: null })).status).toBe(401);
  });
});

describe('PUT /user/updatePermissions/:id', () => {
  const sunitaId = () => seededUser(HR_MANAGER)._id;

  it('saves a per-user list, in the spec order without duplicates, and the user holds exactly it', async () => {
    const permissions = ['VIEW_PROJECTS', 'VIEW_DASHBOARD', 'VIEW_LABOR', 'VIEW_LABOR'];
    const { status, body } = await call('PUT', `/user/updatePermissions/${sunitaId()}`, { body: { permissions } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: 'Permissions updated successfully',
      user: { _id: sunitaId(), permissions: ['VIEW_DASHBOARD', 'VIEW_PROJECTS', 'VIEW_LABOR'] },
    });
    expect((await profileOf(HR_MANAGER)).permissions).toEqual(['VIEW_DASHBOARD', 'VIEW_PROJECTS', 'VIEW_LABOR']);
  });

  it('returns the user to their role with null', async () => {
    await call('PUT', `/user/updatePermissions/${sunitaId()}`, { body: { permissions: ['VIEW_DASHBOARD'] } });
    const { status, body } = await call('PUT', `/user/updatePermissions/${sunitaId()}`, { body: { permissions: null } });
    expect(status).toBe(200);
    expect(body.user.permissions).toBeNull();
    expect((await profileOf(HR_MANAGER)).permissions).toEqual(['VIEW_DASHBOARD', 'MANAGE_LABOR', 'VIEW_LABOR']);
  });

  it.each([
    ['a string', 'VIEW_DASHBOARD'],
    ['missing', undefined],
    ['a list with a non-string', ['VIEW_DASHBOARD', 3]],
  ])('refuses permissions that are %s with 400', async (_case, permissions) => {
    const { status, body } = await call('PUT', `/user/updatePermissions/${sunitaId()}`, { body: { permissions } });
    expect(status).toBe(400);
    expect(body.message).toBe('Permissions must be a list of permission names, or null to follow the role');
  });

  it('refuses unknown permission names with 400, naming them', async () => {
    const { status, body } = await call('PUT', `/user/updatePermissions/${sunitaId()}`, {
      body: { permissions: ['VIEW_DASHBOARD', 'DELETE_EVERYTHING'] },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown permissions: DELETE_EVERYTHING');
    expect(seededUser(HR_MANAGER).permissions).toBeNull();
  });

  it('refuses an Admin user with 400', async () => {
    const { status, body } = await call('PUT', `/user/updatePermissions/${seededUser(ADMIN)._id}`, { body: { permissions: [] } });
    expect(status).toBe(400);
    expect(body.message).toBe('Admin permissions cannot be modified');
  });

  it('answers 404 for an unknown user', async () => {
    const { status, body } = await call('PUT', '/user/updatePermissions/000000000000000000000000', { body: { permissions: null } });
    expect(status).toBe(404);
    expect(body.message).toBe('User not found');
  });

  it('needs MANAGE_USERS', async () => {
    const { status } = await call('PUT', `/user/updatePermissions/${sunitaId()}`, { as: PROJECT_MANAGER, body: { permissions: null } });
    expect(status).toBe(403);
  });
});
