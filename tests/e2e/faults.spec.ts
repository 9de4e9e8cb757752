/**
 * The single-fault tour: every route of the route table, as admin, with one read of the API failing at a
 * time (ruling 36: a read that fails is never shown as empty data, and no save acts on what it would
 * have given).
 *
 * For each screen the tour first loads it as it is and notes every GET of the API it sends, after the
 * screen's small prepared step where one is needed to reach its form (faultTour.ts). Then, for each
 * distinct read (method and path, ids taken out) and each kind of failure (a 500 with the provider's JSON
 * error body, then a 200 whose body is an HTML page), it loads the screen again with that one read
 * failing alone, and checks that
 *   - the screen says so: a visible error (role=alert in the error colour) or a Retry / Try Again button;
 *   - pressing each enabled save or status button (Save…, Create…, Update…, Mark…, Use Role Permissions,
 *     a form's submit, and the confirm of a dialog one opens) sends no write (POST, PUT, PATCH or DELETE of
 *     the API; POST /activity/create, the activity log, aside). Writes are stopped before they reach the
 *     mock, so every load sees the seed as it was.
 * What the tour leaves out, and why, is in faultTour.ts (EXCLUDED_READS). Each screen is a test of its
 * own; each fails once, listing every (route, read, failure) line it met.
 *
 * Each load starts like a first visit: the page's IndexedDB (the results kept on the device, ruling 35)
 * is cleared and the query cache starts empty. A 500 is retried once by the app after a moment
 * (src/app/queryClient.ts), so the tour does not assume when a screen gives up: it waits until the screen
 * says so, or until the failing read has stayed quiet (no further attempt, nothing under way) for a while.
 * The route list is the route table itself, and each screen's reads are found at run time, so a new
 * screen or a new read is covered without editing the tour.
 */
import type { BrowserContext, CDPSession, Locator, Page, Request } from '@playwright/test';
import { APP_ROUTES } from '../../src/app/routeTable';
import { DEMO_ACCOUNTS } from '../../src/config/demoAccounts';
import { STORAGE_KEYS } from '../../src/lib/storage';
import { markPathChecked } from './a11y';
import { FAULTS, PREPARED_STEPS, WITH_CHOSEN_ITEM, isCovered, isExcluded, isWrite, readPattern, type Fault, type PreparedStep } from './faultTour';
import { SWEEP, expect, test as base } from './fixtures';
import { fillRoute } from './tourRoutes';
import { APP_API_URL, APP_ORIGIN, MOCK_API_URL } from './urls';

/** How long (by the page's clock) a failing read must stay quiet, no further attempt and nothing under way, before the screen's silence counts. */
const QUIET_MS = 2_000;
/**
 * How often a wait looks again, flat: Playwright's default backs off to a second, and the tour's hundreds
 * of short waits then spent most of their time asleep. A wait on the tour's own count of requests looks
 * every 50 ms (it costs nothing); a wait that asks the page what it shows, every 250 ms: each look is a
 * role query over the whole page, and at 50 ms those looks cost the tour about a twentieth of its CPU on
 * 2 cores (249 CPU-s against 237 in an adjacent pair of runs), in no more wall time.
 */
const TRAFFIC_POLL = [50];
const PAGE_POLL = [250];
/** The longest a screen may take to show its heading or finish loading. */
const SCREEN_MS = 30_000;

/** The buttons that save or change a status, by their names (a form's submit button is pressed too). */
const SAVE_NAMES = /^(Save|Create|Update|Mark|Use Role Permissions|Submit|Confirm)\b/i;
/** The most buttons pressed on one load: a sheet has a Save per row, and one of a kind tells as much as all. */
const MAX_PRESSES = 8;

const API_PREFIX = new URL(APP_API_URL).pathname;
const isApiCall = (url: string) => url.startsWith(`${APP_API_URL}/`);
const apiPath = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname.slice(API_PREFIX.length)}${search}`;
};

interface Session {
  token: string;
  user: unknown;
  projectId: string;
  itemId: string;
}

/**
 * The admin signed in through the API for each test (the mock's reset gives every record, the admin
 * included, a new id), and the seed's first project and its first quotation item.
 */
const test = base.extend<{ adminSession: Session }>({
  adminSession: async ({ request, mockApi }, provide) => {
    void mockApi; // signed in after the test's reset, which would make the token's user unknown
    const admin = DEMO_ACCOUNTS.admin;
    const login = await request.post(`${MOCK_API_URL}/auth/login`, { data: { email: admin.email, password: admin.password } });
    expect(login.ok(), `sign-in answered ${login.status()}`).toBe(true);
    const { token, user } = (await login.json()) as { token: string; user: unknown };
    const read = async (path: string, key: string) => {
      const response = await request.get(`${MOCK_API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
      const body = (await response.json()) as unknown;
      return (Array.isArray(body) ? body : ((body as Record<string, unknown>)[key] ?? [])) as { _id: string }[];
    };
    const [project] = await read('/project/getAllProjects', 'projects');
    const [item] = await read(`/quotation/getQuotationItemsByProject/${encodeURIComponent(project._id)}`, 'items');
    await provide({ token, user, projectId: project._id, itemId: item._id });
  },
  // The session is in the page's storage before the app's first script runs: no sign-in page on the way.
  storageState: async ({ adminSession }, provide) => {
    await provide({
      cookies: [],
      origins: [
        {
          origin: APP_ORIGIN,
          localStorage: [
            { name: STORAGE_KEYS.authToken, value: adminSession.token },
            { name: STORAGE_KEYS.userData, value: JSON.stringify(adminSession.user) },
          ],
        },
      ],
    });
  },
});

/** The API's requests under way, and what a load sent. */
class Traffic {
  readonly inFlight = new Set<Request>();
  reads: string[] = [];
  writes: string[] = [];
  /** The read failing on this load, and when it was last answered and how often. */
  fault: { pattern: string; kind: Fault } | null = null;
  faulted = 0;
  faultedAt = 0;

  constructor(context: BrowserContext) {
    context.on('request', (request) => {
      if (!isApiCall(request.url())) return;
      this.inFlight.add(request);
      if (request.method() === 'GET') this.reads.push(readPattern('GET', apiPath(request.url())));
    });
    const done = (request: Request) => this.inFlight.delete(request);
    context.on('requestfinished', done);
    context.on('requestfailed', done);
  }

  start(fault: Traffic['fault']): void {
    this.reads = [];
    this.writes = [];
    this.fault = fault;
    this.faulted = 0;
    this.faultedAt = 0;
  }

  /**
   * Every call of the API passes here: a write is noted and stopped, the failing read is answered with its
   * fault. Through the DevTools protocol's Fetch domain, for the API's address alone: Playwright's own
   * routing turns the browser's cache off, and every load would then fetch and compile the app's code again
   * (about a second a load here).
   */
  async intercept(cdp: CDPSession): Promise<void> {
    cdp.on('Fetch.requestPaused', ({ requestId, request }) => void this.paused(cdp, requestId, request.method, request.url));
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `${APP_API_URL}/*`, requestStage: 'Request' }] });
  }

  private async paused(cdp: CDPSession, requestId: string, method: string, url: string): Promise<void> {
    const path = apiPath(url);
    const fault = this.fault;
    try {
      if (isWrite(method, path)) {
        this.writes.push(`${method} ${path}`);
        await cdp.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' });
      } else if (method === 'GET' && fault && readPattern(method, path) === fault.pattern) {
        this.faulted += 1;
        this.faultedAt = Date.now();
        // Served directly, the app calls the API across origins: the fault carries the headers the provider's answers do.
        await cdp.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: fault.kind.status,
          responseHeaders: [
            { name: 'Content-Type', value: fault.kind.contentType },
            { name: 'Access-Control-Allow-Origin', value: APP_ORIGIN },
            { name: 'Access-Control-Allow-Credentials', value: 'true' },
          ],
          body: Buffer.from(fault.kind.body(fault.pattern)).toString('base64'),
        });
      } else await cdp.send('Fetch.continueRequest', { requestId });
    } catch {
      // The page went away (the next load started) while the request was held: nothing left to answer.
    }
  }
}

/** A visible error in the error colour, or a visible Retry / Try Again (of the page or of one part). */
async function errorShown(page: Page): Promise<boolean> {
  const alerts = page.locator('[role="alert"].MuiAlert-colorError, [role="alert"] .MuiAlert-colorError, .MuiAlert-colorError[role="alert"]').filter({ visible: true });
  // 'Retry Users': a part's own Retry may name the part (a dashboard card).
  const retry = page.getByRole('button', { name: /^(Retry|Try Again|Retrying\.\.\.)( |$)/ }).filter({ visible: true });
  return (await alerts.count()) > 0 || (await retry.count()) > 0;
}

/** The screen's heading shown, no progress indicator and no call of the API under way. */
async function settle(page: Page, traffic: Traffic, timeout = SCREEN_MS): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout });
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]):visible')).toHaveCount(0, { timeout });
  await expect.poll(() => traffic.inFlight.size, { timeout, intervals: TRAFFIC_POLL }).toBe(0);
}

/** Does the screen's step once what it needs is there; leaves it out when a failed read keeps that away. */
async function prepare(page: Page, traffic: Traffic, step: PreparedStep | undefined): Promise<void> {
  if (!step) return;
  const ready = step.ready(page);
  await expect
    .poll(async () => (await ready.isVisible()) || ((await errorShown(page)) && traffic.inFlight.size === 0), { timeout: SCREEN_MS, intervals: PAGE_POLL })
    .toBe(true)
    .catch(() => undefined);
  if (await ready.isVisible()) await step.act(page);
}

/** Resolves after `ms` of the page's own clock: a page that is slow to run its timers is waited for too. */
const pageTimer = (page: Page, ms: number) => page.evaluate((delay) => new Promise<void>((resolve) => setTimeout(resolve, delay)), ms);

/**
 * Waits until the screen says a read failed, or until the failing read has been answered, nothing is under
 * way, and the page's own clock has run QUIET_MS without a further attempt (the app's retry, timed by the
 * same clock, comes well within that). Whether it says so once it has settled.
 */
async function saysItFailed(page: Page, traffic: Traffic): Promise<boolean> {
  for (let round = 0; round < 5; round += 1) {
    const answered = await expect
      .poll(async () => (traffic.faulted > 0 && traffic.inFlight.size === 0) || (await errorShown(page)), { timeout: 2 * SCREEN_MS, intervals: PAGE_POLL })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (!answered || (await errorShown(page))) break;
    const attempts = traffic.faulted;
    let quiet = false;
    // A page that goes away ends the quiet too. An error shown ends the wait at once, the timer left to run out.
    const timer = pageTimer(page, QUIET_MS).then(
      () => (quiet = true),
      () => (quiet = true),
    );
    await expect.poll(async () => quiet || (await errorShown(page)), { timeout: 2 * SCREEN_MS, intervals: PAGE_POLL }).toBe(true).catch(() => undefined);
    if (await errorShown(page)) break;
    await timer;
    if (traffic.faulted === attempts && traffic.inFlight.size === 0) break;
  }
  // Judged once the screen has settled: a screen may pass through a state of its own on the way (the
  // dashboard's whole-page error while its other reads are still coming, then the part's Retry).
  await settle(page, traffic).catch(() => undefined);
  return errorShown(page);
}

/** Lets the page's handlers run after a press (a form's check, a confirm): a write it starts is on its way by then. */
async function afterPress(page: Page, traffic: Traffic): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0))));
  await expect.poll(() => traffic.inFlight.size, { timeout: SCREEN_MS, intervals: TRAFFIC_POLL }).toBe(0);
}

const saveButtons = (scope: Locator) => scope.getByRole('button', { name: SAVE_NAMES }).or(scope.locator('button[type="submit"]')).filter({ visible: true });

/** A button's name, with a row's number or name left out: one of a kind is pressed. */
const kindOf = (name: string) => name.replace(/\d+/g, '#').split(/\s+/).slice(0, 3).join(' ');

/**
 * Presses each kind of enabled save or status button of the screen once (and the save or confirm of a
 * dialog it opens), as a user would who did not notice the error. Returns each press that sent a write,
 * with what it sent.
 */
async function pressSaves(page: Page, traffic: Traffic, path: string): Promise<string[]> {
  const main = page.getByRole('main');
  const sent: string[] = [];
  const press = async (button: Locator, name: string) => {
    const before = traffic.writes.length;
    await button.click({ timeout: SCREEN_MS });
    await afterPress(page, traffic);
    const writes = traffic.writes.slice(before);
    if (writes.length > 0) sent.push(`pressing ${name} sent ${[...new Set(writes)].join(', ')}`);
  };
  const kinds = new Set<string>();
  for (let round = 0; round < MAX_PRESSES; round += 1) {
    const names = await saveButtons(main).evaluateAll((buttons) =>
      buttons
        .filter((button) => !(button as HTMLButtonElement).disabled && button.getAttribute('aria-disabled') !== 'true')
        .map((button, index) => ({ index, name: (button.getAttribute('aria-label') || button.textContent || '').trim() })),
    );
    const next = names.find(({ name }) => !kinds.has(kindOf(name)));
    if (!next) break;
    kinds.add(kindOf(next.name));
    const button = saveButtons(main).nth(next.index);
    if (!(await button.isEnabled().catch(() => false))) continue;
    await press(button, `'${next.name}'`);
    const dialog = page.getByRole('dialog').filter({ visible: true }).last();
    if (await dialog.count()) {
      const confirm = saveButtons(dialog).first();
      if ((await confirm.count()) && (await confirm.isEnabled())) await press(confirm, `'${next.name}' then '${(await confirm.textContent())?.trim()}'`);
      if (await dialog.count()) await page.keyboard.press('Escape');
    }
    // A save that took the user elsewhere ends the round: the screen is gone.
    if (new URL(page.url()).pathname !== path) break;
  }
  return sent;
}

/** Opens the screen afresh, like a first visit: nothing kept on the device, an empty query cache. */
async function load(page: Page, cdp: CDPSession, traffic: Traffic, path: string, fault: Traffic['fault']): Promise<void> {
  // The last load's screen is left first: kept on, it could still write its result to the device after the clearing.
  await page.goto('about:blank');
  await cdp.send('Storage.clearDataForOrigin', { origin: APP_ORIGIN, storageTypes: 'indexeddb' });
  traffic.start(fault);
  await page.goto(path);
}

test.use(SWEEP);

for (const { path: route } of APP_ROUTES) {
  test(`a single failed read on ${route} is said, and no save acts on it`, async ({ page, context, adminSession }, testInfo) => {
    // A screen's cases take a few seconds each on a quiet machine; the dashboard has the most.
    test.setTimeout(300_000);
    const started = Date.now();
    const path = fillRoute(route, { projectId: adminSession.projectId });
    const step = PREPARED_STEPS[route];
    const problems: string[] = [];
    if (WITH_CHOSEN_ITEM.has(route)) {
      await context.addInitScript(
        ({ keys, projectId, itemId }) => {
          localStorage.setItem(keys.project, projectId);
          localStorage.setItem(keys.item, itemId);
        },
        { keys: { project: STORAGE_KEYS.selectedProjectId, item: STORAGE_KEYS.selectedItemId }, projectId: adminSession.projectId, itemId: adminSession.itemId },
      );
    }
    const traffic = new Traffic(context);
    const cdp = await context.newCDPSession(page);
    await traffic.intercept(cdp);

    // The screen as it is: the reads it sends, its step included.
    await load(page, cdp, traffic, path, null);
    // The first load fetches the screen's code as well: the slowest of all.
    await settle(page, traffic, 2 * SCREEN_MS);
    await prepare(page, traffic, step);
    await settle(page, traffic);
    if (await errorShown(page)) problems.push(`${path} | (no fault) | shows an error with every read well`);
    const reads = [...new Set(traffic.reads)].filter((read) => !isExcluded(read));
    testInfo.annotations.push({ type: 'reads', description: `${path}: ${reads.join(', ') || 'none'}` });

    const cases = reads.flatMap((read) => FAULTS.map((kind) => ({ read, kind })));
    for (const [index, { read, kind }] of cases.entries()) {
      const where = `${path} | ${read} | ${kind.name}`;
      // A machine so slow that the screen's cases cannot all be run: say which were left, not only that time ran out.
      if (Date.now() - started > testInfo.timeout - 2 * (SCREEN_MS + QUIET_MS)) {
        problems.push(...cases.slice(index).map((left) => `${path} | ${left.read} | ${left.kind.name}: not checked, the test ran out of time`));
        break;
      }
      await test.step(where, async () => {
        const found: string[] = [];
        await load(page, cdp, traffic, path, { pattern: read, kind });
        await expect(page.getByRole('heading', { level: 1 }).first())
          .toBeVisible({ timeout: SCREEN_MS })
          .catch(() => found.push('showed no heading'));
        await prepare(page, traffic, step);
        const said = await saysItFailed(page, traffic);
        if (traffic.faulted === 0) found.push('the read was not sent again, so the tour could not fail it');
        else if (!said && !isCovered(read)) found.push('nothing on the screen says it failed');
        if (traffic.writes.length > 0) found.push(`sent ${[...new Set(traffic.writes)].join(', ')} by itself`);
        found.push(...(await pressSaves(page, traffic, path)));
        if (found.length === 0) return;
        problems.push(...found.map((problem) => `${where}: ${problem}`));
        await testInfo.attach(where, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      });
    }

    markPathChecked(path);
    // The tour is about failures; the accessibility of each screen is the browser tour's (a11yTour.spec.ts).
    await page.goto('about:blank');
    expect(problems, `The single-fault tour of ${path} found ${problems.length} problem(s):\n${problems.join('\n')}`).toEqual([]);
  });
}
