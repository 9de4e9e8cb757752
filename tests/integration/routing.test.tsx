import { act, screen, waitFor } from '@testing-library/react';
import { routeFor } from '@/app/navigation';
import { APP_ROUTES } from '@/app/routeTable';
import { renderApp, type AccountName } from '../renderApp';
import { createStaff, expectScreen } from './helpers';

type View = ReturnType<typeof renderApp>;

/** Public pages (Not Found, Access Denied) have their own h1. */
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

async function expectAt(router: View['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('not signed in', () => {
  test.each(['/dashboard', '/user-management', '/project-management', '/', '/add-quotation-item/abc123'])('%s goes to /login', async (path) => {
    const { router } = renderApp(path, { stubScreens: true });
    expect(await screen.findByText('Sign in to your account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('/unauthorized is public', async () => {
    const { router } = renderApp('/unauthorized', { stubScreens: true });
    expect(await h1('Access Denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});

describe('Page Not Found', () => {
  test('an unknown path shows Page Not Found with Go Back and Go Home, and no layout', async () => {
    renderApp('/no-such-page', { stubScreens: true, as: 'admin' });
    expect(await h1('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Page navigation' })).not.toBeInTheDocument();
  });

  test('Go Home goes to /dashboard', async () => {
    const { user, router } = renderApp('/reports/2024', { stubScreens: true, as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Go Home' }));
    await expectScreen(router, '/dashboard', 'Dashboard');
  });

  test('Go Home when not signed in ends on /login', async () => {
    const { user, router } = renderApp('/nowhere', { stubScreens: true });
    await user.click(await screen.findByRole('button', { name: 'Go Home' }));
    await expectAt(router, '/login');
    expect(await screen.findByText('Sign in to your account')).toBeInTheDocument();
  });

  test('Go Back returns to the previous page', async () => {
    const { user, router } = renderApp('/vendor-management', { stubScreens: true, as: 'admin' });
    await expectScreen(router, '/vendor-management', 'Vendor Management');
    await act(() => router.navigate('/typo-page'));
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await expectScreen(router, '/vendor-management', 'Vendor Management');
  });

  test('a path below a screen is not found', async () => {
    const { router } = renderApp('/dashboard/extra', { stubScreens: true, as: 'admin' });
    expect(await h1('Page Not Found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/extra');
  });
});

describe('aliases', () => {
  test.each([
    ['/project-Management', '/project-management', 'Project Management'],
    ['/project-management', '/project-management', 'Project Management'],
    ['/Project-creation', '/Project-creation', 'Add New Project'],
    ['/project-creation', '/Project-creation', 'Add New Project'],
  ])('%s reaches %s', async (path, canonical, title) => {
    const { router } = renderApp(path, { stubScreens: true, as: 'projectManager' });
    await expectScreen(router, canonical, title);
  });
});

describe('permissions', () => {
  test.each([
    ['/user-management'],
    ['/add-user'],
    ['/role-management'],
    ['/labor-management'],
    ['/client-billing'],
    ['/vendor-management'],
  ])('the project manager opening %s lands on Access Denied', async (path) => {
    const { router } = renderApp(path, { stubScreens: true, as: 'projectManager' });
    expect(await h1('Access Denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(screen.queryByRole('navigation', { name: 'Page navigation' })).not.toBeInTheDocument();
  });

  test.each([
    ['/project-management', 'Project Management'],
    ['/quotation-management', 'Quotation Management'],
    ['/quotation-msheet', 'Progress M Sheet'],
    ['/quotation-material', 'Material Entry'],
    ['/material-purchase', 'Material Purchase Management'],
  ])('the project manager may open %s', async (path, title) => {
    const { router } = renderApp(path, { stubScreens: true, as: 'projectManager' });
    await expectScreen(router, path, title);
  });

  test('admin passes every route', async () => {
    const { router } = renderApp('/vendor-management', { stubScreens: true, as: 'admin' });
    await expectScreen(router, '/vendor-management', 'Vendor Management');
    for (const route of APP_ROUTES) {
      const path = route.path.replace(':projectId', 'p1');
      await act(() => router.navigate(path));
      await expectScreen(router, path, route.title);
    }
  });

  test('the add-quotation-item page needs MANAGE_PROJECTS', async () => {
    const staff = await createStaff({ role: 'Project Manager', permissions: ['VIEW_DASHBOARD', 'VIEW_PROJECTS'] });
    const { router } = renderApp('/add-quotation-item/p1', { stubScreens: true, as: { email: staff.email } });
    expect(await h1('Access Denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  test('/add-vendor needs MANAGE_VENDOR while /vendor-management needs VIEW_VENDOR', async () => {
    const staff = await createStaff({ role: 'Accountant', permissions: ['VIEW_VENDOR'] });
    const { router } = renderApp('/vendor-management', { stubScreens: true, as: { email: staff.email } });
    await expectScreen(router, '/vendor-management', 'Vendor Management');
    await act(() => router.navigate('/add-vendor'));
    expect(await h1('Access Denied')).toBeInTheDocument();
  });
});

describe('Access Denied', () => {
  test('Go to Allowed Page takes the project manager to the dashboard', async () => {
    const { user, router } = renderApp('/user-management', { stubScreens: true, as: 'projectManager' });
    await user.click(await screen.findByRole('button', { name: 'Go to Allowed Page' }));
    await expectScreen(router, '/dashboard', 'Dashboard');
  });

  test.each([
    [['VIEW_PROJECTS', 'VIEW_LABOR', 'VIEW_VENDOR'], '/project-management'],
    [['VIEW_LABOR', 'VIEW_MATERIALS'], '/labor-management'],
    [['VIEW_MATERIALS', 'VIEW_ACCOUNTS'], '/material-purchase'],
    [['VIEW_ACCOUNTS', 'MANAGE_USERS', 'VIEW_USERS'], '/client-billing'],
    [['VIEW_USERS', 'MANAGE_USERS', 'VIEW_ROLES', 'MANAGE_ROLES'], '/user-management'],
    [['VIEW_USERS', 'VIEW_ROLES', 'MANAGE_ROLES'], '/role-management'],
    [['VIEW_ROLES', 'VIEW_VENDOR'], '/vendor-management'],
  ])('Go to Allowed Page with %j goes to %s', async (permissions, target) => {
    const staff = await createStaff({ role: 'Project Manager', permissions });
    const { user, router } = renderApp('/unauthorized', { stubScreens: true, as: { email: staff.email } });
    await user.click(await screen.findByRole('button', { name: 'Go to Allowed Page' }));
    await expectScreen(router, target, routeFor(target)!.title);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a user with no viewable page sees the no-access alert and stays', async () => {
    const staff = await createStaff({ role: 'Site Visitor', flags: {} });
    const { user, router } = renderApp('/dashboard', { stubScreens: true, as: { email: staff.email } });
    expect(await h1('Access Denied')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Allowed Page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You don’t have access to any pages. Please contact admin.');
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  test('Go to Allowed Page when signed out goes to /login', async () => {
    const { user, router } = renderApp('/unauthorized', { stubScreens: true });
    await user.click(await screen.findByRole('button', { name: 'Go to Allowed Page' }));
    await expectAt(router, '/login');
  });
});

describe('the index path', () => {
  test.each<AccountName>(['admin', 'projectManager', 'hrManager', 'accountant', 'materialManager'])(
    '/ sends %s to the dashboard',
    async (account) => {
      const { router } = renderApp('/', { stubScreens: true, as: account });
      await expectScreen(router, '/dashboard', 'Dashboard');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  test.each([
    [['VIEW_PROJECTS', 'VIEW_LABOR'], '/project-management'],
    [['VIEW_LABOR', 'VIEW_ACCOUNTS'], '/labor-management'],
    [['VIEW_MATERIALS', 'VIEW_VENDOR'], '/material-purchase'],
    [['VIEW_ACCOUNTS', 'VIEW_VENDOR'], '/client-billing'],
    [['MANAGE_USERS', 'MANAGE_ROLES'], '/user-management'],
    [['VIEW_USERS', 'MANAGE_ROLES'], '/role-management'],
    [['VIEW_VENDOR'], '/vendor-management'],
  ])('/ with %j goes to %s', async (permissions, target) => {
    const staff = await createStaff({ role: 'Project Manager', permissions });
    const { router } = renderApp('/', { stubScreens: true, as: { email: staff.email } });
    await expectScreen(router, target, routeFor(target)!.title);
  });

  test('/ with no allowed page goes to Access Denied', async () => {
    const staff = await createStaff({ role: 'Site Visitor', flags: {} });
    const { router } = renderApp('/', { stubScreens: true, as: { email: staff.email } });
    expect(await h1('Access Denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});
