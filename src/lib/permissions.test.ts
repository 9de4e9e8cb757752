import {
  canAccess,
  hasPermission,
  PERMISSIONS,
  permissionsFromFlags,
  type Permission,
  type RoleFlag,
} from './permissions';

describe('permissionsFromFlags', () => {
  test.each<[RoleFlag, Permission[]]>([
    ['userManagement', ['MANAGE_USERS', 'VIEW_USERS']],
    ['roleManagement', ['MANAGE_ROLES', 'VIEW_ROLES']],
    ['projectManagement', ['MANAGE_PROJECTS', 'VIEW_PROJECTS']],
    ['hrManagement', ['MANAGE_LABOR', 'VIEW_LABOR']],
    ['materialManagement', ['MANAGE_MATERIALS', 'VIEW_MATERIALS']],
    ['accountsManagement', ['MANAGE_ACCOUNTS', 'VIEW_ACCOUNTS']],
    ['vendorManagement', ['MANAGE_VENDOR', 'VIEW_VENDOR']],
    ['dashboard', ['VIEW_DASHBOARD']],
  ])('%s alone gives exactly %j', (flag, expected) => {
    expect(permissionsFromFlags({ [flag]: true })).toEqual(expected);
  });

  test('a flag set to false gives nothing', () => {
    expect(permissionsFromFlags({ userManagement: false, dashboard: false })).toEqual([]);
  });

  test('no flags, null or undefined give nothing', () => {
    expect(permissionsFromFlags({})).toEqual([]);
    expect(permissionsFromFlags(null)).toEqual([]);
    expect(permissionsFromFlags(undefined)).toEqual([]);
  });

  test('every flag together gives all fifteen permissions, in the spec order, once each', () => {
    const all = permissionsFromFlags({
      userManagement: true,
      roleManagement: true,
      projectManagement: true,
      hrManagement: true,
      materialManagement: true,
      accountsManagement: true,
      vendorManagement: true,
      dashboard: true,
    });
    expect(all).toEqual([...PERMISSIONS]);
    expect(all).toHaveLength(15);
  });

  test('flags combine without duplicates', () => {
    expect(permissionsFromFlags({ hrManagement: true, vendorManagement: true })).toEqual([
      'MANAGE_LABOR',
      'VIEW_LABOR',
      'MANAGE_VENDOR',
      'VIEW_VENDOR',
    ]);
  });
});

describe('a role gives exactly its flags (ruling 31)', () => {
  test('no VIEW_DASHBOARD without the dashboard flag', () => {
    expect(permissionsFromFlags({ hrManagement: true })).toEqual(['MANAGE_LABOR', 'VIEW_LABOR']);
    expect(permissionsFromFlags({ projectManagement: true, dashboard: false })).toEqual(['MANAGE_PROJECTS', 'VIEW_PROJECTS']);
  });

  test('VIEW_DASHBOARD once when the dashboard flag is set', () => {
    expect(permissionsFromFlags({ dashboard: true, accountsManagement: true })).toEqual(['VIEW_DASHBOARD', 'MANAGE_ACCOUNTS', 'VIEW_ACCOUNTS']);
  });
});

describe('hasPermission', () => {
  test.each(PERMISSIONS)('Admin holds %s even with an empty list', (permission) => {
    expect(hasPermission({ role: 'Admin', permissions: [] }, permission)).toBe(true);
  });

  test('any other role holds exactly its list', () => {
    const user = { role: 'Project Manager', permissions: ['VIEW_PROJECTS', 'MANAGE_PROJECTS'] };
    for (const permission of PERMISSIONS) {
      expect(hasPermission(user, permission)).toBe(permission === 'VIEW_PROJECTS' || permission === 'MANAGE_PROJECTS');
    }
  });

  test('a role merely named like Admin is not Admin', () => {
    expect(hasPermission({ role: 'admin', permissions: [] }, 'VIEW_DASHBOARD')).toBe(false);
    expect(hasPermission({ role: 'Administrator', permissions: [] }, 'VIEW_DASHBOARD')).toBe(false);
  });

  test('no user holds nothing', () => {
    expect(hasPermission(null, 'VIEW_DASHBOARD')).toBe(false);
    expect(hasPermission(undefined, 'VIEW_DASHBOARD')).toBe(false);
  });
});

describe('canAccess', () => {
  const accountant = { role: 'Accountant', permissions: ['VIEW_ACCOUNTS'] };

  test('follows the permission the route or entry needs', () => {
    expect(canAccess(accountant, 'VIEW_ACCOUNTS')).toBe(true);
    expect(canAccess(accountant, 'MANAGE_ACCOUNTS')).toBe(false);
  });

  test('Admin may open everything', () => {
    expect(canAccess({ role: 'Admin', permissions: [] }, 'MANAGE_VENDOR')).toBe(true);
    expect(canAccess({ role: 'Admin', permissions: [] }, ['VIEW_PROJECTS', 'VIEW_ACCOUNTS'])).toBe(true);
  });

  test('an entry needing several permissions needs every one of them', () => {
    expect(canAccess(accountant, ['VIEW_PROJECTS', 'VIEW_ACCOUNTS'])).toBe(false);
    expect(canAccess({ role: 'Controller', permissions: ['VIEW_ACCOUNTS', 'VIEW_PROJECTS'] }, ['VIEW_PROJECTS', 'VIEW_ACCOUNTS'])).toBe(true);
  });

  test('an entry without a permission is open to any signed-in user', () => {
    expect(canAccess({ role: 'Nobody', permissions: [] }, undefined)).toBe(true);
  });

  test('nobody signed in may open nothing, not even an open entry', () => {
    expect(canAccess(null, undefined)).toBe(false);
    expect(canAccess(undefined, 'VIEW_DASHBOARD')).toBe(false);
  });
});
