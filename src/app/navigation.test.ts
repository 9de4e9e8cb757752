import { permissionsFromFlags, type Permission } from '@/lib/permissions';
import { SEED_ROLES } from '../../mocks/seed';
import { canOpen, firstAllowedPage, landingPage, sidebarFor, sidebarLinksFor, type SidebarItem } from './navigation';
import { APP_ROUTES, INDEX_ORDER, LANDING_ORDER } from './routeTable';

const staff = (...permissions: Permission[]) => ({ role: 'Site Staff', permissions });
const admin = { role: 'Admin', permissions: [] };

/** The sidebar as text: a link is its label, a group is its label and its links' labels. */
function outline(items: SidebarItem[]): (string | [string, string[]])[] {
  return items.map((item) => (item.kind === 'link' ? item.label : [item.label, item.links.map((link) => link.label)]));
}

describe('the route table', () => {
  test('every route path is unique, aliases included', () => {
    const paths = APP_ROUTES.flatMap((route) => [route.path, ...(route.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('every sidebar entry has a shortcut letter of its own', () => {
    const letters = APP_ROUTES.flatMap((route) => (route.nav ? [route.nav.shortcut] : []));
    for (const letter of letters) expect(letter).toMatch(/^[a-z]$/);
    expect(new Set(letters).size).toBe(letters.length);
  });

  test('every path of both landing orders is a route', () => {
    const routePaths = APP_ROUTES.map((route) => route.path);
    for (const path of INDEX_ORDER) expect(routePaths).toContain(path);
    for (const [, path] of LANDING_ORDER) expect(routePaths).toContain(path);
  });
});

describe('firstAllowedPage (the index order)', () => {
  test.each<[Permission, string]>([
    ['VIEW_DASHBOARD', '/dashboard'],
    ['VIEW_PROJECTS', '/project-management'],
    ['VIEW_LABOR', '/labor-management'],
    ['VIEW_MATERIALS', '/material-purchase'],
    ['VIEW_ACCOUNTS', '/client-billing'],
    ['MANAGE_USERS', '/user-management'],
    ['MANAGE_ROLES', '/role-management'],
    ['VIEW_VENDOR', '/vendor-management'],
  ])('with only %s the user lands on %s', (permission, path) => {
    expect(firstAllowedPage(staff(permission))).toBe(path);
  });

  test('walks the order: an earlier page wins over a later one', () => {
    expect(firstAllowedPage(staff('VIEW_VENDOR', 'VIEW_ACCOUNTS', 'VIEW_LABOR'))).toBe('/labor-management');
    expect(firstAllowedPage(staff('MANAGE_ROLES', 'MANAGE_USERS'))).toBe('/user-management');
  });

  test('Admin lands on the dashboard', () => {
    expect(firstAllowedPage(admin)).toBe('/dashboard');
  });

  test('null when the user may open none of the pages', () => {
    expect(firstAllowedPage(staff())).toBeNull();
    expect(firstAllowedPage(staff('MANAGE_PROJECTS', 'VIEW_USERS', 'VIEW_ROLES', 'MANAGE_VENDOR'))).toBeNull();
    expect(firstAllowedPage(null)).toBeNull();
  });
});

describe('landingPage (the sign-in order)', () => {
  test.each<[Permission[], string]>([
    [['VIEW_DASHBOARD'], '/dashboard'],
    [['VIEW_PROJECTS'], '/project-management'],
    [['VIEW_LABOR'], '/labor-management'],
    [['VIEW_MATERIALS'], '/material-purchase'],
    [['VIEW_ACCOUNTS'], '/client-billing'],
    [['VIEW_USERS', 'MANAGE_USERS'], '/user-management'],
    [['VIEW_ROLES', 'MANAGE_ROLES'], '/role-management'],
    [['VIEW_VENDOR'], '/vendor-management'],
  ])('with %j the user lands on %s', (permissions, path) => {
    expect(landingPage(staff(...permissions))).toBe(path);
  });

  test('walks the order: an earlier permission wins over a later one', () => {
    expect(landingPage(staff('VIEW_VENDOR', 'VIEW_MATERIALS', 'VIEW_ACCOUNTS'))).toBe('/material-purchase');
    expect(landingPage(staff('VIEW_ROLES', 'MANAGE_ROLES', 'VIEW_USERS', 'MANAGE_USERS'))).toBe('/user-management');
  });

  test('Admin lands on the dashboard', () => {
    expect(landingPage(admin)).toBe('/dashboard');
  });

  test('VIEW_USERS without MANAGE_USERS skips /user-management', () => {
    expect(landingPage(staff('VIEW_USERS'))).toBeNull();
    expect(landingPage(staff('VIEW_USERS', 'VIEW_ROLES', 'MANAGE_ROLES'))).toBe('/role-management');
    expect(landingPage(staff('VIEW_USERS', 'VIEW_VENDOR'))).toBe('/vendor-management');
  });

  test('VIEW_ROLES without MANAGE_ROLES skips /role-management', () => {
    expect(landingPage(staff('VIEW_ROLES'))).toBeNull();
    expect(landingPage(staff('VIEW_ROLES', 'VIEW_VENDOR'))).toBe('/vendor-management');
  });

  test('a MANAGE_* permission alone does not count: the order walks VIEW_* permissions', () => {
    expect(landingPage(staff('MANAGE_USERS'))).toBeNull();
  });

  test('null when the user holds no viewable page', () => {
    expect(landingPage(staff())).toBeNull();
    expect(landingPage(staff('MANAGE_PROJECTS', 'MANAGE_VENDOR'))).toBeNull();
    expect(landingPage(null)).toBeNull();
  });
});

describe('sidebarFor', () => {
  test('Admin sees every entry, in order', () => {
    expect(outline(sidebarFor(admin))).toEqual([
      'Dashboard',
      'User Management',
      'Role Management',
      ['Project Management', ['Projects', 'Quotation Management', 'Project Costs']],
      ['HR Management', ['Labor Management', 'Labor Salary']],
      ['Material Management', ['Purchases', 'Material Purchase', 'Excess Quantity Management']],
      ['Accounts Management', ['Client Billing']],
      'Vendor Management',
    ]);
  });

  test('entries link to their routes', () => {
    const links = sidebarLinksFor(admin);
    expect(links.map((link) => link.path)).toEqual([
      '/dashboard',
      '/user-management',
      '/role-management',
      '/project-management',
      '/quotation-management',
      '/project-costs',
      '/labor-management',
      '/labor-salary',
      '/purchasing',
      '/material-purchase',
      '/excess-quantity',
      '/client-billing',
      '/vendor-management',
    ]);
  });

  test('the seeded Project Manager sees the dashboard, projects and materials only', () => {
    const role = SEED_ROLES.find((r) => r.name === 'Project Manager');
    expect(role).toBeDefined();
    const projectManager = { role: 'Project Manager', permissions: permissionsFromFlags(role?.permissions) };
    expect(outline(sidebarFor(projectManager))).toEqual([
      'Dashboard',
      ['Project Management', ['Projects', 'Quotation Management']],
      ['Material Management', ['Purchases', 'Material Purchase', 'Excess Quantity Management']],
    ]);
  });

  test('a group whose entries are all hidden is not shown', () => {
    expect(sidebarFor(staff('VIEW_PROJECTS'))).toEqual([]);
    expect(outline(sidebarFor(staff('VIEW_DASHBOARD', 'VIEW_LABOR', 'VIEW_MATERIALS', 'VIEW_ACCOUNTS')))).toEqual(['Dashboard']);
  });

  test("a group's entries need the group's permission too", () => {
    expect(sidebarFor(staff('MANAGE_PROJECTS', 'MANAGE_LABOR'))).toEqual([]);
    expect(outline(sidebarFor(staff('VIEW_LABOR', 'MANAGE_LABOR')))).toEqual([['HR Management', ['Labor Management', 'Labor Salary']]]);
  });

  test('User and Role Management need MANAGE_USERS and MANAGE_ROLES', () => {
    expect(sidebarFor(staff('VIEW_USERS', 'VIEW_ROLES'))).toEqual([]);
    expect(outline(sidebarFor(staff('MANAGE_USERS', 'MANAGE_ROLES')))).toEqual(['User Management', 'Role Management']);
  });

  test('Vendor Management needs VIEW_VENDOR', () => {
    expect(outline(sidebarFor(staff('VIEW_VENDOR')))).toEqual(['Vendor Management']);
    expect(sidebarFor(staff('MANAGE_VENDOR'))).toEqual([]);
  });

  test('nobody signed in sees nothing', () => {
    expect(sidebarFor(null)).toEqual([]);
  });
});

describe('a screen that needs two permissions', () => {
  test('Project Costs opens, and shows in the sidebar, only with both the projects and the accounts', () => {
    const both = staff('VIEW_PROJECTS', 'MANAGE_PROJECTS', 'VIEW_ACCOUNTS');
    expect(canOpen(both, '/project-costs')).toBe(true);
    expect(sidebarLinksFor(both).map((link) => link.path)).toContain('/project-costs');
    for (const one of [staff('VIEW_PROJECTS', 'MANAGE_PROJECTS'), staff('VIEW_ACCOUNTS', 'MANAGE_ACCOUNTS')]) {
      expect(canOpen(one, '/project-costs')).toBe(false);
      expect(sidebarLinksFor(one).map((link) => link.path)).not.toContain('/project-costs');
    }
  });
});
