/**
 * Accessibility checks with axe: every page a test reaches is checked at a wide (1440 px) and a
 * narrow (375 px) width, and serious or critical violations fail the test with a readable list, as
 * does a document wider than the screen (content cut off or scrolling sideways on a phone).
 *
 * Each distinct state (path, signed-in role, optional label, width) is checked once per run: later
 * tests that pass through the same page pay nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** The widths every page is checked at, with the height used for each. */
export const A11Y_VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * A set shared by the run's workers: a file per member under the run's output folder, which Playwright
 * empties when a run starts. The workers run side by side; without it each would check every state again.
 */
function runWideSet(name: string) {
  const dir = join('test-results', `.${name}`);
  const fileOf = (key: string) => join(dir, createHash('sha1').update(key).digest('hex'));
  const known = new Set<string>();
  return {
    has: (key: string) => known.has(key) || existsSync(fileOf(key)),
    add(key: string) {
      known.add(key);
      mkdirSync(dir, { recursive: true });
      writeFileSync(fileOf(key), key);
    },
  };
}

/** Keys of the states already checked in this run, and the paths they cover. */
const checkedStates = runWideSet('a11y-checked-states');
const coveredPaths = runWideSet('a11y-covered-paths');
/** A checked state's key: the page as that user sees it, at one width. */
const checkedKey = (state: string, width: number) => `${state} @${width}`;

export function isPathChecked(path: string): boolean {
  return coveredPaths.has(path);
}

/** Marks a path as covered (a path that redirects to a page already checked). */
export function markPathChecked(path: string): void {
  coveredPaths.add(path);
}

/**
 * Waits until the screen is still: the app has rendered, no 'Loading...' screen or busy spinner is
 * shown, and no transition (drawer, collapse, menu, ripple) is running.
 */
export async function waitForStillScreen(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('#root > *').first()).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: /^Loading\.\.\.$/ })).toHaveCount(0, { timeout: 10_000 });
  // Indeterminate progress indicators (no aria-valuenow) mean data is still on its way.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]):visible')).toHaveCount(0, { timeout: 10_000 });
  // A list or card still filling in (a load in parts shows a determinate bar): what waits on it, such as
  // Export CSV, changes state, and fades, when it ends.
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running') return true;
      // Endless animations (spinners) never finish; everything else must.
      return !Number.isFinite(Number(animation.effect?.getComputedTiming().endTime));
    }),
  );
}

async function signedInRole(page: Page): Promise<string> {
  return page.evaluate(() => {
    try {
      const user = JSON.parse(localStorage.getItem('userData') ?? 'null') as { role?: unknown } | null;
      return typeof user?.role === 'string' ? user.role : 'signed out';
    } catch {
      return 'signed out';
    }
  });
}

/** A state as the run's checks name it: the path, a label for a state other than the page's first look, and who is signed in. */
const stateOf = (pathname: string, role: string, label?: string) => `${pathname}${label ? ` [${label}]` : ''} as ${role}`;

/**
 * Counts the page as it stands, at its width, as checked in this run: for a check that covers everything
 * `checkA11y` does and more (the browser tour's), so that a later test passing through the same page as
 * the same user does not check it again.
 */
export async function markStateChecked(page: Page): Promise<void> {
  const width = (page.viewportSize() ?? A11Y_VIEWPORTS[0]).width;
  checkedStates.add(checkedKey(stateOf(new URL(page.url()).pathname, await signedInRole(page)), width));
}

export function formatViolations(where: string, violations: Violation[]): string {
  const lines = [`${violations.length} serious or critical accessibility violation(s) on ${where}:`];
  for (const violation of violations) {
    lines.push('', `  [${violation.impact}] ${violation.id}: ${violation.help}`, `    ${violation.helpUrl}`);
    for (const node of violation.nodes) {
      lines.push(`    - ${node.target.join(' ')}`);
      lines.push(`      ${node.html.replace(/\s+/g, ' ').slice(0, 200)}`);
      const summary = node.failureSummary?.split('\n').map((line) => line.trim()).filter(Boolean) ?? [];
      for (const line of summary) lines.push(`        ${line}`);
    }
  }
  return lines.join('\n');
}

export interface A11yCheckOptions {
  /**
   * Names a state of the page that differs from its first look (a menu open, a group expanded). A
   * labelled state is checked at the current width only: the other width would not show it.
   */
  label?: string;
  /** Check again even when this state was checked before. */
  force?: boolean;
}

/**
 * The axe rules about colour alone. A page shown in another colour scheme has the same structure, names and
 * roles, so these are the only checks whose answer can change with the theme.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** axe-core, the copy `@axe-core/playwright` runs, with the setup that package gives it (legacy mode: this origin only). */
const axeOfBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SETUP = `${readFileSync(axeOfBuilder.resolve('axe-core/axe.min.js'), 'utf8')}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * The page's serious and critical violations, all rules or those named. Runs axe as `AxeBuilder`'s legacy
 * mode does (in the page itself, every frame given axe, the app having no cross-origin frames), but gives
 * each document axe once: the builder injected its half-megabyte script twice on every check, which was
 * near half of each check's time and a third of the browser tour's.
 */
export async function blockingViolations(page: Page, { rules }: { rules?: readonly string[] } = {}): Promise<Violation[]> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate('typeof window.axe?.run === "function"').catch(() => true);
    // A frame that went away, or will not run scripts, has nothing for axe to check.
    if (!present) await frame.evaluate(AXE_SETUP).catch(() => undefined);
  }
  // Only violations are needed: skipping passes and incomplete results keeps each run short.
  const options = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: [...rules] } } : {}) };
  const results = await page.evaluate((runOptions) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, runOptions), options);
  return results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/**
 * How far the document is wider than the viewport, with the elements that reach furthest past its
 * right edge; null when it fits.
 */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    if (root.scrollWidth <= viewport) return null;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].slice(0, 2).map((c) => `.${c}`).join('')}`;
    const offenders = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > viewport + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ el, right }) => `    - ${describe(el)} reaches ${Math.round(right)} px`);
    return [`the document is ${root.scrollWidth} px wide in a ${viewport} px viewport:`, ...offenders].join('\n');
  });
}

/** Wide screens show every column of a list: a table that scrolls sideways there hides its last columns. */
export const TABLES_FIT_FROM_PX = 1440;

/**
 * The list tables whose box scrolls sideways (their name and how far), or null when every table fits. A
 * table for screen readers only (a chart's figures, in a clipped box of 1 px) shows no columns to hide.
 */
export async function clippedTables(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const clipped = [...document.querySelectorAll('table')].flatMap((table) => {
      const box = table.parentElement;
      if (!box || box.scrollWidth <= box.clientWidth + 1) return [];
      if (box.clientWidth <= 1 && getComputedStyle(box).overflow === 'hidden') return [];
      return [`the table "${table.getAttribute('aria-label') ?? ''}" needs ${box.scrollWidth} px in a box of ${box.clientWidth} px`];
    });
    return clipped.length > 0 ? clipped.join('; ') : null;
  });
}

/**
 * Checks the current page with axe, without disturbing it: at its own width as it stands, and at the
 * other widths in a fresh tab of the same session opened on the same address (resizing the live page
 * could reset what the test has set up). Throws with the serious and critical violations, if any.
 */
export async function checkA11y(page: Page, options: A11yCheckOptions = {}): Promise<void> {
  await waitForStillScreen(page);
  const url = new URL(page.url());
  const address = `${url.pathname}${url.search}`;
  const role = await signedInRole(page);
  const state = stateOf(url.pathname, role, options.label);
  const due = (width: number) => options.force || !checkedStates.has(checkedKey(state, width));
  const current = page.viewportSize() ?? A11Y_VIEWPORTS[0];
  const others = options.label ? [] : A11Y_VIEWPORTS.filter(({ width }) => width !== current.width && due(width));
  coveredPaths.add(url.pathname);
  if (!due(current.width) && others.length === 0) return;

  const failures: string[] = [];
  const record = async (width: number, shown: Page, note = '') => {
    checkedStates.add(checkedKey(state, width));
    const where = `${state} at ${width} px${note}`;
    const overflow = await horizontalOverflow(shown);
    if (overflow) failures.push(`Too wide on ${where}: ${overflow}`);
    const violations = await blockingViolations(shown);
    if (violations.length === 0) return;
    failures.push(formatViolations(where, violations));
    await test.info().attach(`axe violations ${where}`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  };

  await test.step(`accessibility of ${state}`, async () => {
    if (due(current.width)) await record(current.width, page);
    for (const viewport of others) {
      const fresh = await page.context().newPage();
      try {
        await fresh.setViewportSize(viewport);
        await fresh.goto(address);
        await waitForStillScreen(fresh);
        const shown = new URL(fresh.url()).pathname;
        await record(viewport.width, fresh, shown === url.pathname ? '' : ` (a fresh tab showed ${shown})`);
      } finally {
        await fresh.close();
      }
    }
  });
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}
