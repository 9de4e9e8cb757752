/**
 * The whole app walked as admin at 1440 x 900 and at 375 x 812: every route of the route table (with a
 * seeded project for the add-item page), the sign-in page, Access Denied and an unknown address. Each
 * page is left to settle, kept as a full-page screenshot, and checked for serious or critical axe
 * violations, console errors, uncaught errors, failed requests, answers of 400 and over from the app or
 * the mock API, a document wider than the screen, and (at 1440 px) a list table that scrolls sideways
 * and so hides its last columns. Each page is then switched to the dark theme (the system asks for dark and
 * the app follows it) and checked with axe's colour rules (nothing else changes with the colours). The
 * first signed-in screen also has its keyboard shortcuts' dialog ('?') and user menu checked, in both
 * themes. Every problem of a width is collected and the test fails once, listing them all.
 *
 * After the sign-in page, each screen is opened as the app's links open it (in the same document): the
 * chaos tour loads every screen afresh. The file's name sorts first, so the tour starts
 * before the journeys: each page it checks counts as checked for the run (a11y.ts), and a journey passing
 * through the same page as admin at the same width does not check it again.
 */
import type { Page, Request, TestInfo } from '@playwright/test';
import { A11Y_VIEWPORTS, blockingViolations, COLOUR_RULES, clippedTables, formatViolations, horizontalOverflow, markPathChecked, markStateChecked, TABLES_FIT_FROM_PX, waitForStillScreen } from './a11y';
import { expect, openInApp, signInThroughForm, test, userMenuButton, SWEEP } from './fixtures';
import { routeValues } from './seedReads';
import { TOUR_STOPS, fillRoute } from './tourRoutes';
import { APP_ORIGIN, MOCK_ORIGIN } from './urls';

/** How long a page may take to show its heading and finish loading. */
const SETTLE_MS = 10_000;

interface Problem {
  path: string;
  problem: string;
}

/** Where the tour is, so that what the page reports is filed under the right stop. */
interface Tour {
  path: string;
  problems: Problem[];
  inFlight: Set<Request>;
  /** Requests under way when the tour itself navigated away: their abort is the tour's doing, not the app's. */
  leftBehind: Set<Request>;
}

const ourOrigins = new Set([APP_ORIGIN, MOCK_ORIGIN]);
const isOurs = (url: string) => {
  try {
    return ourOrigins.has(new URL(url).origin);
  } catch {
    return false;
  }
};

/** Records everything the page reports that must never happen while a screen is simply looked at. */
function watch(page: Page, tour: Tour): void {
  const note = (problem: string) => tour.problems.push({ path: tour.path, problem });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    note(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => note(`uncaught error: ${error.message}`));
  page.on('request', (request) => tour.inFlight.add(request));
  page.on('requestfinished', (request) => tour.inFlight.delete(request));
  page.on('requestfailed', (request) => {
    tour.inFlight.delete(request);
    const reason = request.failure()?.errorText ?? 'no reason given';
    // A screen left open past its refresh (the dashboard's 30 s) has reads under way when the tour moves on.
    if (reason === 'net::ERR_ABORTED' && tour.leftBehind.has(request)) return;
    note(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && isOurs(response.url())) {
      note(`answered ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
}

/** Waits for the screen's heading, no progress indicator, no transition and no request under way. */
async function settle(page: Page, tour: Tour): Promise<void> {
  try {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: SETTLE_MS });
    await waitForStillScreen(page);
    await expect.poll(() => tour.inFlight.size, { timeout: SETTLE_MS }).toBe(0);
  } catch (error) {
    const pending = [...tour.inFlight].map((request) => `${request.method()} ${request.url()}`);
    tour.problems.push({
      path: tour.path,
      problem: `did not settle within ${SETTLE_MS / 1000} s: ${(error as Error).message.split('\n')[0]}${pending.length ? `; still loading ${pending.join(', ')}` : ''}`,
    });
  }
}

/** Keeps the screen as an artifact and checks it: axe, and the document's width. */
async function inspect(page: Page, tour: Tour, width: number, testInfo: TestInfo): Promise<void> {
  // Written to the test's output folder as well, so that it is there whatever the reporter.
  const file = testInfo.outputPath(`${tour.path.replace(/^\//, '').replace(/[^A-Za-z0-9-]+/g, '_') || 'root'}@${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${tour.path} @${width}`, { path: file, contentType: 'image/png' });
  const overflow = await horizontalOverflow(page);
  if (overflow) tour.problems.push({ path: tour.path, problem: `too wide: ${overflow}` });
  const clipped = width >= TABLES_FIT_FROM_PX ? await clippedTables(page) : null;
  if (clipped) tour.problems.push({ path: tour.path, problem: `columns hidden: ${clipped}` });
  const violations = await blockingViolations(page);
  if (violations.length > 0) tour.problems.push({ path: tour.path, problem: formatViolations(`${tour.path} at ${width} px`, violations) });
}

async function axeCheck(page: Page, tour: Tour, where: string, rules?: readonly string[]): Promise<void> {
  const violations = await blockingViolations(page, { rules });
  if (violations.length > 0) tour.problems.push({ path: tour.path, problem: formatViolations(where, violations) });
}

/** The overlays every signed-in screen offers: the keyboard shortcuts' dialog, opened with '?', and the user menu. */
async function inspectOverlays(page: Page, tour: Tour, where: string, rules?: readonly string[]): Promise<void> {
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeVisible();
  await waitForStillScreen(page);
  await axeCheck(page, tour, `the keyboard shortcuts on ${where}`, rules);
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  await userMenuButton(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await waitForStillScreen(page);
  await axeCheck(page, tour, `the user menu on ${where}`, rules);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** The colour scheme the page shows ('light' or 'dark'), as the theme declares it on the document. */
const shownScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

/**
 * The page as it stands, in the dark theme: the system switches to dark and the app follows it at once.
 * Axe's colour rules only: nothing else changes with the colours, and the light look had every check.
 */
async function inspectDark(page: Page, tour: Tour, where: string, { overlays }: { overlays: boolean }): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => shownScheme(page), { message: 'the app did not follow the system to its dark theme' }).toBe('dark');
  await waitForStillScreen(page);
  await axeCheck(page, tour, `${where}, dark`, COLOUR_RULES);
  if (overlays) await inspectOverlays(page, tour, `${where}, dark`, COLOUR_RULES);
}

function report(width: number, problems: Problem[]): string {
  const lines = [`The tour at ${width} px found ${problems.length} problem(s):`];
  for (const { path, problem } of problems) lines.push('', `${path} @${width}: ${problem}`);
  return lines.join('\n');
}

test.use(SWEEP);

for (const viewport of A11Y_VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`every route as admin at ${viewport.width} x ${viewport.height}`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const tour: Tour = { path: '', problems: [], inFlight: new Set(), leftBehind: new Set() };
      watch(page, tour);
      let values: Record<string, string> = {};
      const firstSignedIn = TOUR_STOPS.findIndex((stop) => !stop.signedOut);

      for (const [index, stop] of TOUR_STOPS.entries()) {
        const path = fillRoute(stop.route, values);
        const where = `${path} at ${viewport.width} px`;
        tour.path = path;
        await test.step(`${path} @${viewport.width}`, async () => {
          await page.emulateMedia({ colorScheme: 'light' });
          tour.leftBehind = new Set(tour.inFlight);
          await openInApp(page, path);
          await settle(page, tour);
          const shown = new URL(page.url()).pathname;
          if (shown !== path) tour.problems.push({ path, problem: `showed ${shown} instead` });
          expect(await shownScheme(page), 'a system set to light did not get the light theme').toBe('light');
          await inspect(page, tour, viewport.width, testInfo);
          // What inspect() checked covers checkA11y's check of this page as admin at this width: the journeys skip it.
          await markStateChecked(page);
          const overlays = index === firstSignedIn;
          if (overlays) await inspectOverlays(page, tour, where);
          await inspectDark(page, tour, where, { overlays });
          markPathChecked(path);
          if (stop.signedOut) {
            await signInThroughForm(page);
            values = await routeValues(page);
            await settle(page, tour);
          }
        });
      }
      // Everything was checked here; the fixture's closing check has nothing left to do.
      await page.goto('about:blank');

      await testInfo.attach(`problems @${viewport.width}`, { body: report(viewport.width, tour.problems), contentType: 'text/plain' });
      if (tour.problems.length > 0) throw new Error(report(viewport.width, tour.problems));
    });
  });
}
