import { describe, expect, it } from 'vitest';
import { ROLE_FLAG_NAMES } from '@/lib/permissions';
import { db, newId } from '../db';
import { DEMO_ACCOUNTS, SEED_ROLES, SEED_STAFF } from '../seed';
import { callMock } from '../callMock';

const PROJECT_MANAGER = DEMO_ACCOUNTS.projectManager.email;
const HR_MANAGER = SEED_STAFF.find((s) => s.role === 'HR Manager')!.email;

const call = callMock;

function roleId(name: string): string {
  const role = db.roles.findFirst((q) => q.where({ name }));
  if (!role) throw new Error(`No role ${name}`);
  return role._id;
}

async function addRoleWithoutUsers(name: string) {
  await db.roles.create({ _id: newId(), name, description: 'Runs the site', permissions: { dashboard: true }, createdAt: new Date().toISOString() });
  return roleId(name);
}

const siteEngineer = {
  name: '  Site Engineer ',
  description: ' Supervises work on site ',
  permissions: { dashboard: true, projectManagement: true, materialManagement: false },
};

describe('GET /role/getRoles', () => {
  it('lists every role, Admin included, with a full map of flags', async () => {
    const { status, body } = await call('GET', '/role/getRoles', { as: HR_MANAGER });
    expect(status).toBe(200);
    expect(body.map((r: { name: string }) => r.name)).toEqual(SEED_ROLES.map((r) => r.name));
    const pm = body.find((r: { name: string }) => r.name === 'Project Manager');
    expect(Object.keys(pm).sort()).toEqual(['_id', 'createdAt', 'description', 'name', 'permissions']);
    expect(Object.keys(pm.permissions).sort()).toEqual([...ROLE_FLAG_NAMES].sort());
    expect(pm.permissions).toMatchObject({ dashboard: true, projectManagement: true, userManagement: false });
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/role/getRoles', { as: null })).status).toBe(401);
  });
});

describe('POST /role/createRole', () => {
  it('creates the role with a trimmed name and description and every flag set', async () => {
    const { status, body } = await call('POST', '/role/createRole', { body: siteEngineer });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: 'Role created successfully',
      role: { name: 'Site Engineer', description: 'Supervises work on site' },
    });
    expect(body.role.permissions).toEqual({
      userManagement: false,
      roleManagement: false,
      projectManagement: true,
      hrManagement: false,
      materialManagement: false,
      accountsManagement: false,
      vendorManagement: false,
      dashboard: true,
    });
    const list = await call('GET', '/role/getRoles');
    expect(list.body.map((r: { name: string }) => r.name)).toContain('Site Engineer');
  });

  it.each([
    ['the name is blank', { name: '   ' }, 'Role name is required'],
    ['the description is missing', { description: undefined }, 'Description is required'],
    ['no permission is on', { permissions: { dashboard: false } }, 'At least one permission must be selected'],
    ['permissions are missing', { permissions: undefined }, 'At least one permission must be selected'],
    ['permissions are a list', { permissions: ['dashboard'] }, 'Permissions must be an object of permission flags'],
    ['a flag is unknown', { permissions: { dashboard: true, payroll: true } }, 'Unknown permission flags: payroll'],
    ['a flag is not a boolean', { permissions: { dashboard: 'yes' } }, 'Permission flags must be true or false'],
  ])('refuses with 400 when %s', async (_case, change, message) => {
    const { status, body } = await call('POST', '/role/createRole', { body: { ...siteEngineer, ...change } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it('refuses a name already taken, whatever its case and spacing, with 409', async () => {
    const { status, body } = await call('POST', '/role/createRole', { body: { ...siteEngineer, name: '  hr MANAGER ' } });
    expect(status).toBe(409);
    expect(body).toEqual({ success: false, message: 'A role named "HR Manager" already exists' });
  });

  it('refuses the name Admin with 409', async () => {
    const { status, body } = await call('POST', '/role/createRole', { body: { ...siteEngineer, name: 'admin' } });
    expect(status).toBe(409);
    expect(body.message).toBe('A role named "Admin" already exists');
  });

  it('needs MANAGE_ROLES', async () => {
    expect((await call('POST', '/role/createRole', { as: PROJECT_MANAGER, body: siteEngineer })).status).toBe(403);
  });
});

describe('PUT /role/updateRole/:id', () => {
  const change = { description: 'Keeps the labour register, pays wages and manages staff', permissions: { dashboard: true, hrManagement: true, userManagement: true } };

  it('updates the description and flags, and holders of the role get the new permissions', async () => {
    const { status, body } = await call('PUT', `/role/updateRole/${roleId('HR Manager')}`, { body: change });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: 'Role updated successfully',
      role: { name: 'HR Manager', description: change.description, permissions: { ...change.permissions, roleManagement: false } },
    });
    const profile = await call('GET', '/auth/profile', { as: HR_MANAGER });
    expect(profile.body.user.permissions).toEqual(['VIEW_DASHBOARD', 'MANAGE_USERS', 'VIEW_USERS', 'MANAGE_LABOR', 'VIEW_LABOR']);
  });

  it('keeps the description when none is sent', async () => {
    const { status, body } = await call('PUT', `/role/updateRole/${roleId('HR Manager')}`, { body: { permissions: { dashboard: true } } });
    expect(status).toBe(200);
    expect(body.role.description).toBe('Keeps the labour register and pays wages');
  });

  it.each([
    ['the description is blank', { description: '  ' }, 'Description is required'],
    ['no permission is on', { permissions: {} }, 'At least one permission must be selected'],
    ['a flag is unknown', { permissions: { dashboard: true, canFly: true } }, 'Unknown permission flags: canFly'],
  ])('refuses with 400 when %s', async (_case, patch, message) => {
    const { status, body } = await call('PUT', `/role/updateRole/${roleId('HR Manager')}`, { body: { ...change, ...patch } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it('refuses the Admin role with 400', async () => {
    const { status, body } = await call('PUT', `/role/updateRole/${roleId('Admin')}`, { body: change });
    expect(status).toBe(400);
    expect(body.message).toBe('Admin role permissions cannot be modified');
  });

  it('answers 404 for an unknown role', async () => {
    const { status, body } = await call('PUT', '/role/updateRole/000000000000000000000000', { body: change });
    expect(status).toBe(404);
    expect(body.message).toBe('Role not found');
  });

  it('needs MANAGE_ROLES', async () => {
    expect((await call('PUT', `/role/updateRole/${roleId('HR Manager')}`, { as: HR_MANAGER, body: change })).status).toBe(403);
  });
});

describe('DELETE /role/deleteRole/:id', () => {
  it('deletes a role that nobody holds', async () => {
    const id = await addRoleWithoutUsers('Site Engineer');
    const { status, body } = await call('DELETE', `/role/deleteRole/${id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Role deleted successfully' });
    expect(db.roles.findFirst((q) => q.where({ _id: id }))).toBeUndefined();
  });

  it('refuses a role one user holds with 409, in the singular', async () => {
    const { status, body } = await call('DELETE', `/role/deleteRole/${roleId('HR Manager')}`);
    expect(status).toBe(409);
    expect(body.message).toBe('Cannot delete role "HR Manager": 1 user still holds it. Reassign that user first.');
  });

  it('refuses a role several users hold with 409, in the plural', async () => {
    const { status, body } = await call('DELETE', `/role/deleteRole/${roleId('Accountant')}`);
    expect(status).toBe(409);
    expect(body.message).toBe('Cannot delete role "Accountant": 2 users still hold it. Reassign them first.');
  });

  it('refuses the Admin role with 400', async () => {
    const { status, body } = await call('DELETE', `/role/deleteRole/${roleId('Admin')}`);
    expect(status).toBe(400);
    expect(body.message).toBe('Admin role cannot be deleted');
  });

  it('answers 404 for an unknown role', async () => {
    const { status, body } = await call('DELETE', '/role/deleteRole/000000000000000000000000');
    expect(status).toBe(404);
    expect(body.message).toBe('Role not found');
  });

  it('needs MANAGE_ROLES', async () => {
    const id = await addRoleWithoutUsers('Site Engineer');
    expect((await call('DELETE', `/role/deleteRole/${id}`, { as: PROJECT_MANAGER })).status).toBe(403);
  });
});
