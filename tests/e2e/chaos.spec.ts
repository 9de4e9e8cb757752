/**
 * The app against a flaky provider: the HTTP mock's chaos mode fails a seeded share of the API's
 * requests (a 500, an HTML page, bad JSON, an empty body, a dropped connection; see mocks/chaos.ts).
 *
 * Signed in as admin, every screen of the route table is opened with 30 % of the requests failing. Each
 * must come up with its heading, never the route's error page; a read that failed for good must show the
 * screen's own error with a Retry (or Try Again), and pressing it once the provider is well again must
 * bring the screen back. Uncaught errors fail the test. Every form's failed save is in chaosSaves.spec.ts.
 * CHAOS_SEED replays the tour with other failures; the mock logs each failure it injects on stderr.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { CHAOS_KINDS, type ChaosKind } from '../../mocks/chaos';
import { markPathChecked } from './a11y';
import { expect, openSignedIn, test, SWEEP } from './fixtures';
import { routeValues } from './seedReads';
import { TOUR_STOPS, UNKNOWN_PATH, fillRoute } from './tourRoutes';
import { APP_API_URL, APP_ORIGIN } from './urls';
import { EDGE_READS_BATCH_PATH } from '../../deploy/edgeConfig.mjs';
import { PATHS } from '../../src/config/paths';

const SEED = process.env.CHAOS_SEED ?? 'chaos tour';
const RATE = 0.3;
/** Every kind but the 10 s delay, which has a short check of its own. */
const FAST_KINDS = CHAOS_KINDS.filter((kind): kind is Exclude<ChaosKind, 'delay'> => kind !== 'delay');
/** How long a screen may take to settle, its one automatic retry of a failed read included. */
const SETTLE_MS = 8_000;

const isApiCall = (url: string) => url.startsWith(`${APP_API_URL}/`);
/** A fan-out's reads sent to the edge together (deploy/edgeReads.js). */
const isBatchOfReads = (request: Request) => request.method() === 'POST' && request.url() === `${APP_ORIGIN}${EDGE_READS_BATCH_PATH}`;
/** The profile poll's failures are transient by design (the next poll tries again): no screen shows them. */
const isBackgroundCall = (url: string) => url.startsWith(`${APP_API_URL}/auth/profile`);

/** An answer that reached the app whole: a success with a JSON body. */
function cameWhole(ok: boolean, body: string): boolean {
  if (!ok || body.trim() === '') return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * The outcomes of every GET of the API that the screen at `path` sent since `watch(path)`: did each answer
 * reach the app whole? A read the previous screen sent, answered or cut off after the tour moved on, is
 * not the new screen's. An address failed for good when none of its answers came whole: one answered
 * whole has its data on screen, even if a later call of the same address failed (Client Billing's
 * figures, when their own call fails, read the bill list again, and the list already has its bills).
 */
function watchReads(page: Page) {
  const outcomes = new Map<string, Promise<boolean>[]>();
  const note = (read: string, outcome: Promise<boolean>) => outcomes.set(read, [...(outcomes.get(read) ?? []), outcome]);
  let screen = '';
  const sentByScreen = new WeakSet<Request>();
  const isWatched = (request: Request) => sentByScreen.has(request);
  page.on('request', (request) => {
    if ((isBatchOfReads(request) || (request.method() === 'GET' && isApiCall(request.url()))) && new URL(request.frame().url()).pathname === screen) sentByScreen.add(request);
  });
  page.on('response', (response) => {
    if (!isWatched(response.request())) return;
    if (isBatchOfReads(response.request())) {
      // Each read of the batch, as the provider answered it through the edge. A batch that got no answer
      // at all is sent again read by read, and those reads are watched as any other.
      const { paths } = response.request().postDataJSON() as { paths: string[] };
      const answers = response.json().then((items: { status: number; body: string }[]) => items, () => null);
      paths.forEach((path, i) =>
        note(
          `GET ${APP_API_URL}/${path}`,
          answers.then((items) => {
            const item = items?.[i];
            return !!item && cameWhole(item.status >= 200 && item.status <= 299, item.body);
          }),
        ),
      );
      return;
    }
    note(
      `GET ${response.url()}`,
      response.text().then(
        (body) => cameWhole(response.ok(), body),
        () => false,
      ),
    );
  });
  page.on('requestfailed', (request) => {
    // A read the browser gave up because its page went away is no failure of the provider's, nor one the
    // next screen could show: the tour's last Retry on the screen before can still be on its way when it leaves.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (isWatched(request)) note(`GET ${request.url()}`, Promise.resolve(false));
  });
  return {
    watch: (path: string) => {
      outcomes.clear();
      screen = path;
    },
    /** The reads none of whose answers came whole. */
    failed: async () => {
      const entries = await Promise.all([...outcomes].map(async ([read, answers]) => [read, (await Promise.all(answers)).some(Boolean)] as const));
      return entries.filter(([read, ok]) => !ok && !isBackgroundCall(read.slice(4))).map(([read]) => read);
    },
  };
}

/**
 * Reads whose failure a screen covers on purpose without an error: on the dashboard a single failed read
 * degrades its own part (ruling 19); on Client Billing a failed statistics call is answered from the bill
 * list instead (its own read, which shows its error if it fails).
 */
const SILENT_BY_DESIGN: Readonly<Record<string, RegExp>> = {
  [PATHS.dashboard]: /./,
  [PATHS.clientBilling]: /\/bill\/statistics$/,
};

/** A load error or a failed save, as every screen shows it (the shared ErrorBanner and form banner). */
const errorAlerts = (page: Page) => page.locator('.MuiAlert-colorError');
const retryButton = (scope: Locator) => scope.getByRole('button', { name: /^(Retry|Try Again)$/ });

/** The screen's heading shown and nothing loading any more. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: SETTLE_MS });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: SETTLE_MS });
}

test.use(SWEEP);

test('every screen survives a flaky provider: errors with Retry that recovers, never a blank or crashed page', async ({ page, mockApi }, testInfo) => {
  // About 70 s alone on 2 cores; beside another worker it has needed more than 90 s.
  test.setTimeout(180_000);
  /** The screens that showed a load error and came back through Retry: what the tour exercised. */
  const recovered: string[] = [];
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught error on ${new URL(page.url()).pathname}: ${error.message}`));
  const reads = watchReads(page);

  await openSignedIn(page, 'admin', PATHS.dashboard);
  const values = await routeValues(page);

  for (const stop of TOUR_STOPS.filter((stop) => !stop.signedOut && stop.route !== UNKNOWN_PATH)) {
    const path = fillRoute(stop.route, values);
    await test.step(path, async () => {
      const note = (problem: string) => problems.push(`${path}: ${problem}`);
      // The screen before is left first: a retry it starts while the next document is on its way would
      // otherwise be sent, and counted, as the next screen's read.
      await page.goto('about:blank');
      reads.watch(path);
      await mockApi.chaos({ seed: `${SEED} ${path}`, rate: RATE, kinds: FAST_KINDS });
      await page.goto(path);
      try {
        await settle(page);
      } catch (error) {
        note(`did not settle: ${(error as Error).message.split('\n')[0]}`);
      }
      await mockApi.chaos(null);

      if (new URL(page.url()).pathname !== path) note(`showed ${new URL(page.url()).pathname} instead`);
      if (await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).count()) note('showed the route error page');
      if (!(await page.getByRole('heading', { level: 1 }).count())) note('showed no heading (a blank page?)');

      // A failed read is retried once by itself after a moment: wait for that retry to answer or for an error to show.
      const alerts = errorAlerts(page);
      const silent = SILENT_BY_DESIGN[path];
      let failed: string[] = [];
      await expect
        .poll(async () => (failed = (await reads.failed()).filter((read) => !silent?.test(read))).length === 0 || (await alerts.count()) > 0, { timeout: SETTLE_MS })
        .toBe(true)
        .catch(() => note(`failed for good without an error on screen: ${failed.join(', ')}`));
      // An error whose Retry is already under way (a refetch the screen started itself) is judged once it has answered.
      await expect(page.getByRole('button', { name: 'Retrying...' })).toHaveCount(0, { timeout: SETTLE_MS }).catch(() => undefined);
      const shown = await alerts.evaluateAll((nodes) =>
        nodes.map((node) => ({ text: (node as HTMLElement).innerText, retry: [...node.querySelectorAll('button')].some((button) => /^(Retry|Try Again)$/.test(button.innerText.trim())) })),
      );
      for (const { text } of shown.filter((alert) => !alert.retry)) note(`an error without Retry: "${text}"`);
      // As a user would: press one Retry, wait for it to finish, then the next one still shown.
      // A screen may also recover by itself (a background refetch) between the count and the click.
      for (let round = 0; round < 4 && (await retryButton(alerts).count()) > 0; round += 1) {
        const pressed = await retryButton(alerts)
          .first()
          .click({ timeout: SETTLE_MS })
          .then(() => true)
          .catch(async (error: unknown) => {
            if ((await retryButton(alerts).count()) > 0) throw error;
            return false;
          });
        if (pressed) await expect(page.getByRole('button', { name: 'Retrying...' })).toHaveCount(0, { timeout: SETTLE_MS });
      }
      if (shown.some((alert) => alert.retry)) {
        // Recovered means what Retry asked for has arrived and no error is left, not only that the error
        // made way for a loading state.
        await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: SETTLE_MS }).catch(() => undefined);
        await expect(alerts)
          .toHaveCount(0, { timeout: SETTLE_MS })
          .then(
            () => recovered.push(path),
            async () => note(`Retry did not recover the screen: errors before ${JSON.stringify(shown)}, after ${JSON.stringify(await alerts.allInnerTexts())}`),
          );
      }
      // The tour of a11yTour.spec.ts checks every screen's accessibility; this one is about failures.
      markPathChecked(path);
    });
  }
  await page.goto('about:blank');
  testInfo.annotations.push({ type: 'recovered through Retry', description: recovered.join(', ') || 'none' });

  expect(problems, problems.join('\n')).toEqual([]);
});

test('a slow answer shows the loading state, then the screen', async ({ page, mockApi }) => {
  await openSignedIn(page, 'admin', PATHS.dashboard);
  await mockApi.chaos({ seed: SEED, rate: 1, kinds: ['delay'], delayMs: 1_500 });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Vendor Management' }).click();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await mockApi.chaos(null);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: SETTLE_MS });
  await expect(page.getByText('Shree Traders')).toBeVisible();
});
