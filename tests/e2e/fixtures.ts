/**
 * The browser tests' `test`: import `test` and `expect` from here, not from @playwright/test.
 *
 * For every test it
 *   - resets the mock API (fresh seed, no scenarios) before the test starts; `mockApi` scripts failures
 *     and reseeds with another seed (`mockApi.reset('evil')`);
 *   - keeps the pages accessible: `visit`, `signIn`, `openSignedIn` and `checkA11y` check the page they
 *     reach, and at the end of a passing test the final page, and any page the test passed through
 *     without a check, are checked too (at 1440 px and 375 px; see a11y.ts);
 *   - fails a passing test whose pages broke the served Content-Security-Policy (a refused script, style,
 *     call or image), unless the test says it expects that with the annotation CSP_REFUSAL_EXPECTED.
 *
 *   test('...', async ({ page, mockApi }) => {
 *     await openSignedIn(page, 'admin', '/user-management');
 *     await mockApi.addScenario({ method: 'GET', path: '/user/viewAllUsers', status: 500, json: { message: 'Server error' } });
 *   });
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ChaosSettings } from '../../mocks/chaos';
import type { Scenario } from '../../mocks/scenarios';
import type { SeedSize } from '../../mocks/seedSize';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../src/config/demoAccounts';
import { checkA11y, isPathChecked, markPathChecked } from './a11y';
import { APP_ORIGIN, MOCK_API_URL, MOCK_ORIGIN } from './urls';

export { expect };
export { checkA11y } from './a11y';

export interface MockApi {
  /** Reseeds the data (with the server's seed, or `seed` until the next reset) and clears every scenario. */
  reset(seed?: SeedSize): Promise<void>;
  /** Scripts a failure or a delay on the mock API (see mocks/scenarios.ts). */
  addScenario(scenario: Scenario): Promise<void>;
  clearScenarios(): Promise<void>;
  /** Turns chaos mode on: a seeded share of the API's requests fails (see mocks/chaos.ts); `chaos(null)` turns it off. */
  chaos(settings: ChaosSettings | null): Promise<void>;
}

async function control(request: APIRequestContext, method: 'POST' | 'DELETE', path: string, data?: unknown): Promise<void> {
  const response = await request.fetch(`${MOCK_ORIGIN}${path}`, { method, data });
  if (!response.ok()) throw new Error(`Mock control ${method} ${path} answered ${response.status()}: ${await response.text()}`);
}

/**
 * For the tours that sweep every screen (`test.use(SWEEP)`): a user who asked for reduced motion, so
 * dialogs, menus and ripples appear at once. They look at what each screen shows and sends, not at how it
 * moves, and every animation frame of the hundreds of loads cost the run CPU and waits. The journeys keep
 * the browser's default, motion on, as most staff have it.
 */
export const SWEEP = { reducedMotion: 'reduce' } as const;

/** The annotation of a test that provokes a Content-Security-Policy refusal on purpose. */
export const CSP_REFUSAL_EXPECTED = { type: 'csp-refusal-expected' };

export const test = base.extend<{ mockApi: MockApi; a11yAudit: void; cspWatch: void }>({
  cspWatch: [
    async ({ context }, provide, testInfo) => {
      const refusals: string[] = [];
      const listen = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refusals.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(listen);
      context.on('page', listen);
      await provide();
      if (testInfo.status !== testInfo.expectedStatus) return;
      if (testInfo.annotations.some((annotation) => annotation.type === CSP_REFUSAL_EXPECTED.type)) return;
      expect(refusals, 'the pages broke the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],

  mockApi: [
    async ({ request }, provide) => {
      const mockApi: MockApi = {
        reset: (seed) => control(request, 'POST', '/__mock/reset', seed ? { seed } : undefined),
        addScenario: (scenario) => control(request, 'POST', '/__mock/scenarios', scenario),
        clearScenarios: () => control(request, 'DELETE', '/__mock/scenarios'),
        chaos: (settings) => (settings ? control(request, 'POST', '/__mock/chaos', settings) : control(request, 'DELETE', '/__mock/chaos')),
      };
      await mockApi.reset();
      await provide(mockApi);
    },
    { auto: true },
  ],

  a11yAudit: [
    async ({ page, mockApi }, provide, testInfo) => {
      const visited = new Set<string>();
      const onNavigated = (frame: ReturnType<Page['mainFrame']>) => {
        if (frame !== page.mainFrame()) return;
        const url = new URL(frame.url());
        if (url.origin === APP_ORIGIN) visited.add(url.pathname);
      };
      page.on('framenavigated', onNavigated);

      await provide();

      page.off('framenavigated', onNavigated);
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      // Scripted failures belong to the test that set them, not to the check of what it left behind.
      await mockApi.clearScenarios();
      await mockApi.chaos(null);
      if (new URL(page.url()).origin === APP_ORIGIN) await checkA11y(page);
      for (const path of visited) {
        if (isPathChecked(path)) continue;
        await page.goto(path);
        await checkA11y(page);
        // The path may have redirected to another page; either way it is covered now.
        markPathChecked(path);
      }
    },
    { auto: true, timeout: 60_000 },
  ],
});

/**
 * Opens `path` as the app's own links do, through its router and in the same document, when the page
 * already shows the app; loads it otherwise. Returns once the new screen has put up its heading. For the
 * tours that look at one screen after another: a new document rebuilt the whole app each time, and that
 * boot was most of a stop's cost. The tour about a first load (chaos) loads each screen afresh.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const shown = new URL(page.url());
  const booted = shown.origin === APP_ORIGIN && (await page.locator('#root h1').count()) > 0;
  if (!booted) {
    await page.goto(path);
    return;
  }
  if (shown.pathname === new URL(path, APP_ORIGIN).pathname) return;
  await page.evaluate((to) => {
    // Each screen mounts a heading of its own: one not among these is the new screen's.
    (window as unknown as { __headingsBefore: Set<Element> }).__headingsBefore = new Set(document.querySelectorAll('#root h1'));
    // The router's own history entry shape, so that Back counts it as it counts a link's.
    const state = history.state as { idx?: number } | null;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction(() => {
    const before = (window as unknown as { __headingsBefore: Set<Element> }).__headingsBefore;
    return [...document.querySelectorAll('#root h1')].some((heading) => !before.has(heading));
  });
}

/** Opens `path` and checks the page it shows (which may be a redirect's target). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await checkA11y(page);
  markPathChecked(path);
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

export const userMenuButton = (page: Page) => page.getByRole('button', { name: /^User menu/ });

/** What signing in needs to know of an account, and what the header then shows. */
export interface Account {
  name: string;
  email: string;
  password: string;
  role: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Signs in through the login page as any account (one a test created, say) and waits for the landing
 * page. Returns the account.
 */
export async function signInAs<A extends Account>(page: Page, account: A, { landing = '/dashboard' }: { landing?: string } = {}): Promise<A> {
  await visit(page, '/login');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
  await expect(userMenuButton(page)).toHaveAccessibleName(new RegExp(`^User menu: ${escapeRegExp(account.name)}, ${escapeRegExp(account.role)}`));
  await checkA11y(page);
  return account;
}

/**
 * Signs in through the login page as a demo account and waits for the landing page.
 * Returns the account.
 */
export async function signIn(page: Page, who: DemoAccountKey, options: { landing?: string } = {}) {
  return signInAs(page, DEMO_ACCOUNTS[who], options);
}

/** A blank page of the app's origin, answered by the test itself, where storage can be written without loading the app. */
const BLANK_PATH = '/__e2e-blank';

/**
 * Starts a session without the login form (for tests about something else): signs in against the API,
 * stores the token and user under the keys the app uses, then opens `path` and checks it.
 * Returns the account.
 */
/** Signs the admin in through the login form the page shows, as a user does. */
export async function signInThroughForm(page: Page): Promise<void> {
  const admin = DEMO_ACCOUNTS.admin;
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 8_000 });
  expect(await page.evaluate(() => localStorage.getItem('authToken')), 'signing in stored no session').toBeTruthy();
}

export async function openSignedIn(page: Page, who: DemoAccountKey, path = '/dashboard') {
  const account = DEMO_ACCOUNTS[who];
  const response = await page.request.post(`${MOCK_API_URL}/auth/login`, { data: { email: account.email, password: account.password } });
  expect(response.ok(), `sign-in of ${account.email} answered ${response.status()}`).toBe(true);
  const { token, user } = (await response.json()) as { token: string; user: unknown };

  markPathChecked(BLANK_PATH);
  await page.route(`${APP_ORIGIN}${BLANK_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  await page.goto(BLANK_PATH);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
    },
    { token, user },
  );
  await page.unroute(`${APP_ORIGIN}${BLANK_PATH}`);
  await visit(page, path);
  await expect(page, 'the stored session was not accepted').not.toHaveURL(/\/login$/);
  return account;
}

