import { act, screen, waitFor, within } from '@testing-library/react';
import { useFakeTimeouts } from '../timers';
import { isApiError } from '@/api/apiError';
import { http } from '@/api/http';
import { authKeys } from '@/api/auth';
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { STORAGE_KEYS } from '@/lib/storage';
import { db } from '../../mocks/db';
import { addScenario, emptyBody, failWith, htmlPage, networkFailure, type ScenarioMethod } from '../../mocks/scenarios';
import { ACCOUNTS, renderApp, storeSessionFor, type RenderAppOptions } from '../renderApp';
import { expectScreen, signIn, storedSession } from './helpers';

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

async function expectOnLoginPage(router: ReturnType<typeof renderApp>['router']) {
  expect(await screen.findByText('Sign in to your account')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
}

async function openDashboard(as: RenderAppOptions['as'] = 'admin') {
  const view = renderApp('/dashboard', { as });
  await expectScreen(view.router, '/dashboard', 'Dashboard');
  // The profile check that runs on entering the layout has answered (told by the cache, not by polling on
  // a timer, so it also holds under a fake clock).
  await new Promise<void>((resolve) => {
    const answered = () => view.queryClient.getQueryState(authKeys.profile)?.status === 'success';
    if (answered()) return resolve();
    const unsubscribe = view.queryClient.getQueryCache().subscribe(() => {
      if (!answered()) return;
      unsubscribe();
      resolve();
    });
  });
  return view;
}

describe('restoring a session on reload', () => {
  test('a signed-in user stays signed in when the app starts again', async () => {
    const first = renderApp('/login');
    await signIn(first.user, DEMO_ACCOUNTS.projectManager.email, DEMO_ACCOUNTS.projectManager.password);
    await expectScreen(first.router, '/dashboard', 'Dashboard');
    first.unmount();

    const { router } = renderApp('/project-management');
    await expectScreen(router, '/project-management', 'Project Management');
    expect(screen.getByRole('button', { name: /User menu: Priya Sharma, Project Manager/ })).toBeInTheDocument();
  });

  test('both stored keys restore the stored user without signing in', async () => {
    storeSessionFor(ACCOUNTS.hrManager);
    const { router } = renderApp('/labor-management');
    await expectScreen(router, '/labor-management', 'Labour Register');
  });

  test.each([
    ['only the token', STORAGE_KEYS.userData],
    ['only the user', STORAGE_KEYS.authToken],
  ])('with %s stored, the app goes to /login and clears it', async (_label, missingKey) => {
    storeSessionFor(ACCOUNTS.admin);
    localStorage.removeItem(missingKey);
    const { router } = renderApp('/dashboard');
    await expectOnLoginPage(router);
    expect(storedSession()).toEqual({ token: null, userData: null });
  });

  test('an unreadable stored user counts as missing', async () => {
    storeSessionFor(ACCOUNTS.admin);
    localStorage.setItem(STORAGE_KEYS.userData, '{not json');
    const { router } = renderApp('/dashboard');
    await expectOnLoginPage(router);
    expect(storedSession()).toEqual({ token: null, userData: null });
  });
});

describe('logout', () => {
  test('the user menu Logout clears both keys, drops cached server data and returns to /login', async () => {
    const { user, router, queryClient } = await openDashboard('admin');
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await expectOnLoginPage(router);
    expect(storedSession()).toEqual({ token: null, userData: null });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  test('after logout, protected pages send the user to /login', async () => {
    const { user, router } = await openDashboard('admin');
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await expectOnLoginPage(router);
    await act(() => router.navigate('/user-management'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('a rejected session ends', () => {
  test.each([401, 403])('when the profile check answers %i', async (status) => {
    addScenario(failWith('GET', '/auth/profile', status, { success: false, message: 'Not authorized' }));
    const { router, queryClient } = renderApp('/dashboard', { as: 'admin' });
    await expectOnLoginPage(router);
    expect(storedSession()).toEqual({ token: null, userData: null });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  const writes: [ScenarioMethod, number][] = [
    ['POST', 401],
    ['POST', 403],
    ['PUT', 401],
    ['PUT', 403],
    ['DELETE', 401],
    ['DELETE', 403],
  ];

  test.each(writes)('when an authorised %s answers %i', async (method, status) => {
    const { router } = await openDashboard('admin');
    addScenario(failWith(method, '/anything/42', status, { success: false, message: 'Session expired' }));

    const send = () => (method === 'POST' ? http.post('/anything/42', {}) : method === 'PUT' ? http.put('/anything/42', {}) : http.delete('/anything/42'));
    let error: unknown;
    await act(async () => {
      error = await send().catch((e: unknown) => e);
    });
    expect(isApiError(error) && error.status).toBe(status);

    await expectOnLoginPage(router);
    expect(storedSession()).toEqual({ token: null, userData: null });
  });

  test('a 500 from an authorised call keeps the session', async () => {
    const { router } = await openDashboard('admin');
    addScenario(failWith('POST', '/anything/42', 500, { success: false, message: 'Boom' }));
    await act(() => expect(http.post('/anything/42', {})).rejects.toMatchObject({ status: 500 }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(storedSession().token).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});

describe('profile sync', () => {
  const pmEmail = DEMO_ACCOUNTS.projectManager.email;

  async function pollProfile(queryClient: ReturnType<typeof renderApp>['queryClient']) {
    await act(() => queryClient.refetchQueries({ queryKey: authKeys.profile }));
  }

  test('a change to the role flags reaches the sidebar and the stored user at the next poll', async () => {
    const { queryClient, router } = await openDashboard('projectManager');
    expect(within(mainNav()).queryByRole('button', { name: 'HR Management' })).not.toBeInTheDocument();

    await db.roles.update((q) => q.where({ name: 'Project Manager' }), {
      data(role) {
        role.permissions = { ...role.permissions, hrManagement: true };
      },
    });
    await pollProfile(queryClient);

    expect(await within(mainNav()).findByRole('button', { name: 'HR Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const stored = JSON.parse(storedSession().userData ?? '{}') as { permissions: string[] };
    expect(stored.permissions).toEqual(expect.arrayContaining(['VIEW_LABOR', 'MANAGE_LABOR']));
  });

  test('losing a permission removes its section in place', async () => {
    const { queryClient } = await openDashboard('projectManager');
    expect(within(mainNav()).getByRole('button', { name: 'Material Management' })).toBeInTheDocument();

    await db.roles.update((q) => q.where({ name: 'Project Manager' }), {
      data(role) {
        role.permissions = { ...role.permissions, materialManagement: false };
      },
    });
    await pollProfile(queryClient);

    await waitFor(() => expect(within(mainNav()).queryByRole('button', { name: 'Material Management' })).not.toBeInTheDocument());
    const stored = JSON.parse(storedSession().userData ?? '{}') as { permissions: string[] };
    expect(stored.permissions).not.toContain('VIEW_MATERIALS');
  });

  test('losing the permission for the open page sends the user to Access Denied', async () => {
    const view = renderApp('/material-purchase', { as: 'projectManager' });
    await expectScreen(view.router, '/material-purchase', 'Material Purchase Management');
    await db.roles.update((q) => q.where({ name: 'Project Manager' }), {
      data(role) {
        role.permissions = { ...role.permissions, materialManagement: false };
      },
    });
    await pollProfile(view.queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/unauthorized');
    expect(storedSession().token).toBeTruthy();
  });

  test('a change of role is shown in the header', async () => {
    const { queryClient } = await openDashboard('projectManager');
    await db.users.update((q) => q.where({ email: pmEmail }), {
      data(user) {
        user.role = 'HR Manager';
      },
    });
    await pollProfile(queryClient);
    expect(await screen.findByRole('button', { name: 'User menu: Priya Sharma, HR Manager' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('button', { name: 'HR Management' })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('button', { name: 'Project Management' })).not.toBeInTheDocument();
    expect(JSON.parse(storedSession().userData ?? '{}')).toMatchObject({ role: 'HR Manager' });
  });

  test('the profile is polled every 10 seconds', async () => {
    useFakeTimeouts({ intervals: true, followRealClock: true });
    try {
      await openDashboard('projectManager');
      await db.roles.update((q) => q.where({ name: 'Project Manager' }), {
        data(role) {
          role.permissions = { ...role.permissions, vendorManagement: true };
        },
      });
      await act(() => vi.advanceTimersByTimeAsync(9_000));
      expect(within(mainNav()).queryByRole('link', { name: 'Vendor Management' })).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      expect(await within(mainNav()).findByRole('link', { name: 'Vendor Management' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  test('a user made inactive is logged out at the next poll', async () => {
    const { queryClient, router } = await openDashboard('projectManager');
    await db.users.update((q) => q.where({ email: pmEmail }), {
      data(user) {
        user.status = 'Inactive';
      },
    });
    await pollProfile(queryClient);
    await expectOnLoginPage(router);
    expect(storedSession()).toEqual({ token: null, userData: null });
  });

  test('a deleted user is logged out at the next poll', async () => {
    const { queryClient, router } = await openDashboard('projectManager');
    db.users.delete((q) => q.where({ email: pmEmail }));
    await pollProfile(queryClient);
    await expectOnLoginPage(router);
    expect(storedSession()).toEqual({ token: null, userData: null });
  });

  test('a profile answer of success:false logs out', async () => {
    const { queryClient, router } = await openDashboard('projectManager');
    addScenario(failWith('GET', '/auth/profile', 200, { success: false, message: 'User not found' }));
    await pollProfile(queryClient);
    await expectOnLoginPage(router);
    expect(storedSession()).toEqual({ token: null, userData: null });
  });

  test.each([
    ['a 500', () => failWith('GET', '/auth/profile', 500, { success: false, message: 'Internal error' })],
    ['an HTML page', () => htmlPage('GET', '/auth/profile', 502)],
    ['a network failure', () => networkFailure('GET', '/auth/profile')],
    // A proxy's empty answer says nothing about the user: read as "no user" it signed everyone out.
    ['an empty 200', () => emptyBody('GET', '/auth/profile')],
  ])('%s from the poll keeps the session', async (_label, scenario) => {
    const { queryClient, router } = await openDashboard('projectManager');
    const before = storedSession();
    addScenario(scenario());
    await pollProfile(queryClient);

    expect(queryClient.getQueryState(authKeys.profile)?.status).toBe('error');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(storedSession()).toEqual(before);
    expect(mainNav()).toBeInTheDocument();
    expect(screen.queryByText('Sign in to your account')).not.toBeInTheDocument();
  });
});
