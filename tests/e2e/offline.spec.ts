/**
 * The installed app's shell: a manifest a phone accepts, a service worker that keeps the app's files and
 * opens the sign-in page with no server at all, and an open app that moves to a newly deployed build
 * with one reload. Each test deploys builds into a folder of its own, served by a server it can swap the
 * files of and stop, so 'offline' means no server, not only the browser's offline switch.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { createDistServer } from '../../scripts/serve-dist.mjs';
import { READS_WORKER_SCOPE } from '../../src/app/readsWorkerScope';
import { checkA11y, expect, signInThroughForm, test } from './fixtures';
import { MOCK_API_URL } from './urls';

const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const DEPLOY_DIR = resolve(`.e2e/deploy-${worker}`);
const SECOND_BUILD_DIR = resolve(`.e2e/second-build-${worker}`);
const SECOND_BUILD_ID = 'e2e-second-build';

/** Puts a build in the deployed folder, replacing the one there, as a deploy does. */
function deploy(buildDir: string): void {
  rmSync(DEPLOY_DIR, { recursive: true, force: true });
  cpSync(buildDir, DEPLOY_DIR, { recursive: true });
}

async function serveDeployed(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server: Server = createDistServer({ distDir: DEPLOY_DIR, apiUrl: MOCK_API_URL });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The entry script the page runs: what tells one build from another. */
const runningEntry = (page: Page) => page.locator('script[type="module"][src*="/assets/index-"]').getAttribute('src');
const builtEntry = (buildDir: string) => readFileSync(join(buildDir, 'index.html'), 'utf8').match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1];

/** A worker's install fetches every file of the build (160 of them): on a busy machine it takes a while. */
const INSTALL = { timeout: 30_000 };

/** Waits until the page is controlled by an active worker of the app. */
async function workerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), INSTALL).toBe('activated');
}

/** The URLs (paths) the worker has precached. */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
    return requests.map((request) => new URL(request.url).pathname);
  });

/**
 * Waits until the second build's worker is in charge: its precache holds the new build's entry and no longer
 * the old one's (a worker drops what its build does not list only when it activates). Installing means
 * fetching the whole build; on a busy machine that has taken over 30 s. A failure says what the workers and
 * the precache held, for the next look.
 */
async function newWorkerInCharge(page: Page): Promise<void> {
  const [fresh, old] = [builtEntry(SECOND_BUILD_DIR) ?? '', builtEntry('dist') ?? ''];
  try {
    await expect
      .poll(async () => {
        const kept = await precached(page);
        return kept.includes(fresh) && !kept.includes(old);
      }, SECOND_INSTALL)
      .toBe(true);
  } catch (error) {
    const kept = await precached(page);
    const workers = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const describe = (worker: ServiceWorker | null | undefined) => (worker ? worker.state : 'none');
      return { installing: describe(registration?.installing), waiting: describe(registration?.waiting), active: describe(registration?.active) };
    });
    throw new Error(`${(error as Error).message}\nworkers ${JSON.stringify(workers)}; precache ${kept.length} entries, new entry ${kept.includes(fresh)}, old entry ${kept.includes(old)}`);
  }
}
const SECOND_INSTALL = { timeout: 60_000 };

/**
 * The query keys of what the device keeps for the signed-in user (IndexedDB, ruling 35), as JSON: the
 * hashes its index names (each entry is written before the index names it).
 */
const keptKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('sgk-admin');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction('query-cache').objectStore('query-cache').get('projectLines');
          read.onerror = () => resolve([]);
          read.onsuccess = () => {
            db.close();
            const index = typeof read.result === 'string' ? (JSON.parse(read.result) as { queries: string[] }) : null;
            resolve(index?.queries ?? []);
          };
        };
      }),
  );
/** The device's copy is written at most once a second, after the read: room for a busy machine. */
const KEPT = { timeout: 15_000 };
const keeps = async (page: Page, keyStart: string) => (await keptKeys(page)).some((key) => key.startsWith(keyStart));

test.afterEach(() => rmSync(DEPLOY_DIR, { recursive: true, force: true }));

test.describe('with a service worker allowed', () => {
  test.use({ serviceWorkers: 'allow' });

  test('installable, and with no server the sign-in page still opens from the kept shell', async ({ page, context }) => {
    deploy('dist');
    const served = await serveDeployed();
    try {
      await page.goto(`${served.origin}/login`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await (await page.request.get(new URL(manifestHref ?? '', served.origin).href)).json();
      expect(manifest).toMatchObject({ name: 'SGK Constructions Admin', short_name: 'SGK Admin', start_url: '/', display: 'standalone' });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
      expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of icons) {
        const answer = await page.request.get(new URL(icon.src, served.origin).href);
        expect(answer.headers()['content-type'], icon.src).toBe('image/png');
      }

      await workerControls(page);
      // The deployed config.json is there for the first boot offline, though every load so far read it before the worker.
      await expect.poll(() => page.evaluate(async () => (await (await caches.open('app-config')).match('/config.json'))?.json())).toEqual({ apiUrl: MOCK_API_URL });
      const kept = await precached(page);
      const built = readdirSync('dist/assets').filter((file) => /\.(js|css|woff2)$/.test(file)).map((file) => `/assets/${file}`);
      expect(built.filter((file) => !kept.includes(file)), 'built files the worker did not keep').toEqual([]);
      expect(kept).toContain('/index.html');
      expect(kept.filter((path) => path.startsWith('/api/') || path.endsWith('.json')), 'data the worker must not keep').toEqual([]);
      // The API's requests pass the worker by: the browser sends them to the network without starting it.
      const apiRead = `${MOCK_API_URL}/auth/profile`;
      const routedTo = await page.evaluate(async (url) => {
        await fetch(url).then((answer) => answer.text()).catch(() => undefined);
        const entry = performance.getEntriesByName(url).at(-1) as (PerformanceResourceTiming & { workerFinalSourceType?: string }) | undefined;
        return entry ? entry.workerFinalSourceType : 'no timing entry';
      }, apiRead);
      expect(routedTo).toBe('network');

      await served.stop();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      // A screen's address opens the app too (it sends a signed-out visitor to sign in).
      await page.goto(`${served.origin}/dashboard`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    } finally {
      await context.setOffline(false);
      await served.stop();
    }
  });

  test('screens read before reload offline with their last data and its time; one never read says it needs a connection', async ({ page, context }) => {
    deploy('dist');
    const served = await serveDeployed();
    try {
      await page.goto(`${served.origin}/login`);
      await signInThroughForm(page);
      await workerControls(page);
      // The dashboard keeps its look once every read is in.
      await expect.poll(() => keeps(page, '["dashboard","kept"'), KEPT).toBe(true);

      await page.goto(`${served.origin}/labor-salary`);
      const shown = page.getByRole('status', { name: 'Records shown' });
      await expect(shown).toContainText('Showing');
      // The whole result: the footer drops its 'so far' once every project's lines are in.
      await expect(shown).not.toContainText('so far');
      // The reads' thread runs under a service worker of its own with no fetch handler: none of its
      // thousands of reads went through the app's worker (a worker thread's requests get no static route).
      const readsThread = page.workers().find((thread) => thread.url().includes(READS_WORKER_SCOPE));
      expect(readsThread, 'the API reads thread').toBeDefined();
      const throughAWorker = await readsThread!.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.includes('/api/')).map((entry) => entry.workerStart > 0),
      );
      expect(throughAWorker.length).toBeGreaterThan(0);
      expect(throughAWorker.filter(Boolean)).toEqual([]);
      const salaryFooter = await shown.textContent();
      await expect.poll(() => keeps(page, '["projectLines","labour"'), KEPT).toBe(true);
      await page.goto(`${served.origin}/vendor-management`);
      const vendors = page.getByRole('table', { name: 'Vendors' });
      await expect(vendors.getByText('Shree Traders')).toBeVisible();
      await expect.poll(() => keeps(page, '["vendors","list"'), KEPT).toBe(true);

      await served.stop();
      await context.setOffline(true);
      await page.reload();
      await expect(vendors.getByText('Shree Traders')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^You are offline: showing data from \S/ })).toBeVisible();
      await checkA11y(page, { label: 'offline, its kept data' });

      await page.goto(`${served.origin}/labor-salary`);
      await expect(shown).toHaveText(salaryFooter ?? '');
      await expect(page.getByText(/^Data as of /)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^You are offline: showing data from \S/ })).toBeVisible();

      await page.goto(`${served.origin}/dashboard`);
      await expect(page.getByText(/^Data as of /)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^You are offline: showing data from \S/ })).toBeVisible();

      await page.goto(`${served.origin}/role-management`);
      await expect(page.getByText('You are offline: this screen has no data kept on this device yet, and needs a connection.')).toBeVisible();
    } finally {
      await context.setOffline(false);
      await served.stop();
    }
  });

  test('a build deployed while the app is open is offered, and running after one reload, online and offline', async ({ page, context }) => {
    test.setTimeout(150_000);
    // The next build is made from the same code with an id of its own: another entry script, another version.json.
    execFileSync('npx', ['vite', 'build', '--outDir', SECOND_BUILD_DIR, '--emptyOutDir', '--logLevel', 'error'], { env: { ...process.env, APP_BUILD_ID: SECOND_BUILD_ID } });
    deploy('dist');
    const served = await serveDeployed();
    try {
      await page.goto(`${served.origin}/login`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await workerControls(page);
      expect(await runningEntry(page)).toBe(builtEntry('dist'));
      await expect(page.getByText('A new version is available')).toHaveCount(0);

      deploy(SECOND_BUILD_DIR);
      // The user comes back to the open app (another tab, the phone unlocked). The reload is offered once
      // the new build's worker has installed and taken over, so the reload runs under it.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByText('A new version is available')).toBeVisible(INSTALL);
      await checkA11y(page, { label: 'a new version offered' });
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => runningEntry(page)).toBe(builtEntry(SECOND_BUILD_DIR));
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

      // The kept shell follows: with the server gone, the new build opens.
      await newWorkerInCharge(page);
      await served.stop();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(await runningEntry(page)).toBe(builtEntry(SECOND_BUILD_DIR));
    } finally {
      await context.setOffline(false);
      await served.stop();
    }
  });
});

test('a test that does not ask for a worker gets none, and the app says nothing of it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('load');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(errors).toEqual([]);
});
