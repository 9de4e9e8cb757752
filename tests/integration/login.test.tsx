import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { apiAuthService, useAuth, type AuthService } from '@/auth/AuthProvider';
import { APP_TITLE } from '@/config/constants';
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { offerDemoReset } from '@/config/demoReset';
import { db } from '../../mocks/db';
import { addScenario, brokenJson, failWith, htmlPage, networkFailure } from '../../mocks/scenarios';
import { STAFF_PASSWORD } from '../../mocks/seed';
import { holdRequests } from '../holdRequests';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { received, recordRequests } from '../serverLog';
import { createStaff, expectScreen, signIn, storedSession } from './helpers';

const { admin, projectManager } = DEMO_ACCOUNTS;

const emailInput = () => screen.getByLabelText(/^email/i);
const passwordInput = () => screen.getByLabelText(/^password/i);
const signInButton = () => screen.getByRole('button', { name: /^sign(ing)? in/i });
/** The debug status line. */
const statusLine = () => screen.getByRole('status');

async function openLogin(options: RenderAppOptions = {}) {
  const view = renderApp('/login', options);
  await screen.findByRole('heading', { level: 1, name: APP_TITLE });
  return view;
}

describe('the login screen', () => {
  test('shows the title, the subtitle, both fields, the button and a ready status', async () => {
    await openLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(APP_TITLE);
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(statusLine()).toHaveTextContent('Status: Ready');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test("'Reset demo data' shows only where the mock's reset was handed to the app, and runs it", async () => {
    await openLogin();
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
    cleanup();

    const reset = vi.fn(async () => undefined);
    offerDemoReset(reset);
    onTestFinished(() => offerDemoReset(null));
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Demo data reset to the original sample data.')).toBeInTheDocument();
  });

  test('the show/hide toggle reveals and hides the password', async () => {
    const { user } = await openLogin();
    await user.type(passwordInput(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(passwordInput()).toHaveValue('secret');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  test('lists both demo accounts, and Use fills the fields', async () => {
    const { user } = await openLogin();
    const demo = screen.getByRole('region', { name: 'Demo accounts' });
    expect(within(demo).getAllByRole('listitem')).toHaveLength(2);
    expect(within(demo).getByText(`${admin.label}: ${admin.email}`)).toBeInTheDocument();
    expect(within(demo).getByText(`${projectManager.label}: ${projectManager.email}`)).toBeInTheDocument();

    await user.click(within(demo).getByRole('button', { name: 'Use Project Manager account' }));
    expect(emailInput()).toHaveValue(projectManager.email);
    expect(passwordInput()).toHaveValue(projectManager.password);

    await user.click(within(demo).getByRole('button', { name: 'Use Admin account' }));
    expect(emailInput()).toHaveValue(admin.email);
    expect(passwordInput()).toHaveValue(admin.password);
  });
});

describe('login validation', () => {
  test('both fields empty: both required texts, and no call is made', async () => {
    const log = recordRequests();
    const { user } = await openLogin();
    await user.click(signInButton());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(received(log, 'POST', '/auth/login')).toEqual([]);
  });

  test('a malformed address gets the valid-address text', async () => {
    const { user } = await openLogin();
    await user.type(emailInput(), 'admin@sgk');
    await user.type(passwordInput(), 'whatever');
    await user.click(signInButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(APP_TITLE);
  });

  test('a field error clears when that field is edited, and only that one', async () => {
    const { user } = await openLogin();
    await user.click(signInButton());
    await screen.findByText('Email is required');
    await user.type(emailInput(), 'a');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(passwordInput(), 'x');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });
});

describe('signing in', () => {
  test('while busy the button reads Signing in..., fields and button are disabled, and the status shows progress', async () => {
    const release = holdRequests('post', '/auth/login');
    const { user, router } = await openLogin();
    await signIn(user, admin.email, admin.password);

    const busyButton = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busyButton).toBeDisabled();
    expect(emailInput()).toBeDisabled();
    expect(passwordInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use Admin account' })).toBeDisabled();
    expect(statusLine()).toHaveTextContent('Status: Signing in...');

    release();
    await waitFor(() => expect(statusLine()).toHaveTextContent(`Signed in as ${admin.name}. Redirecting...`));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  test('admin lands on /dashboard, replacing the login page in history, with the session stored', async () => {
    const { user, router } = await openLogin();
    await signIn(user, admin.email, admin.password);
    await expectScreen(router, '/dashboard', 'Dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    const stored = storedSession();
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.userData ?? '{}')).toMatchObject({ email: admin.email, role: 'Admin' });
  });

  test('the e-mail is sent lowercased, with the password as typed', async () => {
    const log = recordRequests();
    const { user, router } = await openLogin();
    await signIn(user, admin.email.toUpperCase(), admin.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(received(log, 'POST', '/auth/login').map((r) => r.body)).toEqual([{ email: admin.email, password: admin.password }]);
  });

  test('the project manager lands on /dashboard too', async () => {
    const { user, router } = await openLogin();
    await signIn(user, projectManager.email, projectManager.password);
    await expectScreen(router, '/dashboard', 'Dashboard');
  });

  test('a user whose permissions start at labour lands on /labor-management', async () => {
    const staff = await createStaff({ role: 'HR Manager', permissions: ['VIEW_LABOR', 'MANAGE_LABOR', 'VIEW_VENDOR'] });
    const { user, router } = await openLogin();
    await signIn(user, staff.email, staff.password);
    await expectScreen(router, '/labor-management', 'Labour Register');
  });

  test('a user holding VIEW_USERS without MANAGE_USERS skips /user-management', async () => {
    const staff = await createStaff({ role: 'Accountant', permissions: ['VIEW_USERS', 'VIEW_VENDOR'] });
    const { user, router } = await openLogin();
    await signIn(user, staff.email, staff.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-management'));
  });

  test('a user with nothing to view is sent to Access Denied', async () => {
    const staff = await createStaff({ role: 'Visitor', flags: {} });
    const { user, router } = await openLogin();
    await signIn(user, staff.email, staff.password);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  test('navigation waits 100 ms after the successful answer', async () => {
    let answeredAt = 0;
    const timedService: AuthService = {
      login: async (email, password) => {
        const result = await apiAuthService.login!(email, password);
        answeredAt = performance.now();
        return result;
      },
      logout: apiAuthService.logout,
    };
    const { user, router } = await openLogin({ authService: timedService });
    let navigatedAt = 0;
    const unsubscribe = router.subscribe((state) => {
      if (!navigatedAt && state.location.pathname !== '/login') navigatedAt = performance.now();
    });

    await signIn(user, admin.email, admin.password);
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    unsubscribe();
    expect(answeredAt).toBeGreaterThan(0);
    // Timers may fire a millisecond early.
    expect(navigatedAt - answeredAt).toBeGreaterThanOrEqual(98);
  });

  test('already signed in: /login redirects to the landing page, replacing history', async () => {
    const { router } = renderApp('/login', { as: 'projectManager' });
    await expectScreen(router, '/dashboard', 'Dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Sign in to your account')).not.toBeInTheDocument();
  });

  test('already signed in without a dashboard: /login goes to the first allowed page', async () => {
    const staff = await createStaff({ role: 'Material Manager', permissions: ['VIEW_MATERIALS', 'MANAGE_MATERIALS'] });
    const { router } = renderApp('/login', { as: { email: staff.email } });
    await expectScreen(router, '/material-purchase', 'Material Purchase Management');
  });
});

describe('login errors', () => {
  async function failedSignIn(expected: string, options: RenderAppOptions = {}, email: string = admin.email, password: string = admin.password) {
    const { user, router } = await openLogin(options);
    await signIn(user, email, password);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(expected);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(emailInput()).toBeEnabled();
    expect(storedSession()).toEqual({ token: null, userData: null });
    return { user, router };
  }

  test('a wrong password shows the server message', async () => {
    await failedSignIn('Invalid email or password', {}, admin.email, 'Wrong@123');
    expect(statusLine()).toHaveTextContent('Status: Sign-in failed');
  });

  test('an unknown e-mail shows the server message', async () => {
    await failedSignIn('Invalid email or password', {}, 'nobody@sgkconstructions.in', 'Wrong@123');
  });

  test('a 500 with no message gives Login failed', async () => {
    addScenario(failWith('POST', '/auth/login', 500, {}));
    await failedSignIn('Login failed');
  });

  test('a 500 with a message shows that message', async () => {
    addScenario(failWith('POST', '/auth/login', 500, { success: false, message: 'Database is down for maintenance' }));
    await failedSignIn('Database is down for maintenance');
  });

  test('an HTML page gives Login failed', async () => {
    addScenario(htmlPage('POST', '/auth/login', 502));
    await failedSignIn('Login failed');
  });

  test('an HTML page with status 200 gives Login failed', async () => {
    addScenario(htmlPage('POST', '/auth/login'));
    await failedSignIn('Login failed');
  });

  test('invalid JSON gives Login failed', async () => {
    addScenario(brokenJson('POST', '/auth/login'));
    await failedSignIn('Login failed');
  });

  test('a network failure gives Network error occurred', async () => {
    addScenario(networkFailure('POST', '/auth/login'));
    await failedSignIn('Network error occurred');
  });

  test('an inactive account is refused with the inactive text', async () => {
    const inactive = 'deepak.nair@sgkconstructions.in';
    expect(db.users.findFirst((q) => q.where({ email: inactive }))?.status).toBe('Inactive');
    await failedSignIn('Your account is inactive. Please contact admin.', {}, inactive, STAFF_PASSWORD);
  });

  test('a successful answer for a user reported inactive is refused too', async () => {
    addScenario(
      failWith('POST', '/auth/login', 200, {
        success: true,
        token: 'mock-token.x.y',
        user: { _id: 'x', name: 'Gone', email: admin.email, role: 'Admin', status: 'Inactive', permissions: [] },
      }),
    );
    await failedSignIn('Your account is inactive. Please contact admin.');
  });

  test('a server message in a 200 success:false answer is shown', async () => {
    addScenario(failWith('POST', '/auth/login', 200, { success: false, message: 'Too many attempts, try again later' }));
    await failedSignIn('Too many attempts, try again later');
  });

  test('a 200 success:false answer without a message gives Login failed', async () => {
    addScenario(failWith('POST', '/auth/login', 200, { success: false }));
    await failedSignIn('Login failed');
  });

  test('no configured API: Authentication service not available', async () => {
    const log = recordRequests();
    await failedSignIn('Authentication service not available', { apiConfigured: false });
    expect(statusLine()).toHaveTextContent('Status: Authentication service not available');
    expect(received(log, 'POST', '/auth/login')).toEqual([]);
  });

  test('an unexpected error from the auth context gives Login failed', async () => {
    const broken: AuthService = {
      login: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'token')")),
      logout: () => {},
    };
    await failedSignIn('Login failed', { authService: broken });
  });

  test('an exception on the screen gives Login failed: plus its text', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage is full');
    });
    try {
      await failedSignIn('Login failed: storage is full');
    } finally {
      setItem.mockRestore();
    }
  });

  test('the error box clears when signing in again', async () => {
    addScenario({ ...networkFailure('POST', '/auth/login'), once: true });
    const { user, router } = await failedSignIn('Network error occurred');
    const release = holdRequests('post', '/auth/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();
    await expectScreen(router, '/dashboard', 'Dashboard');
  });
});

test('using the auth context outside its provider is an error', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  function NeedsAuth() {
    useAuth();
    return null;
  }
  try {
    expect(() => render(<NeedsAuth />)).toThrow('useAuth must be used within an AuthProvider');
  } finally {
    consoleError.mockRestore();
  }
});
