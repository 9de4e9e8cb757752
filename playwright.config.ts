/**
 * Browser tests of the production bundle exactly as staff get it: dist/ behind the nginx edge, which
 * proxies /api/ to the mock API running as a real HTTP server (or, with E2E_THROUGH=direct, dist/ served
 * by a plain static server and pointed through config.json at the mock's own origin). Build first:
 *   npm run build && npm run test:e2e
 */
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/e2e/chromium';
import { APP_ORIGIN, E2E_THROUGH, E2E_WORKERS, edgeRunDirOf, serversOf } from './tests/e2e/urls';

const CI = !!process.env.CI;
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>[number];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // One worker per core, at most two (tests/e2e/urls.ts): with a single worker over a quarter of the
  // machine's CPU sat idle (in full runs of `npm test` the browser tests took 10.8 min on one worker,
  // 9.7 to 10.3 min on two). Each worker has its own
  // Chromium and servers; every test starts from a fresh seed (fixtures.ts), so no test depends on
  // another's order or leftovers.
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: CI,
  // A minute: since the forms wait for their reads and the lists gained layouts, long journeys run near 30 s beside another worker.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: APP_ORIGIN,
    // A trace costs every test its recording, kept or not: on 2 cores it doubled the single-fault tour
    // when that ran here (373 s against 205 s). A failure still leaves its screenshot and the error; E2E_TRACE=1 records
    // traces again (kept for the tests that fail) when a failure needs its steps replayed.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The production bundle registers a service worker; only the tests about it (offline.spec.ts) allow one,
    // so every other test sees each answer come from the server, as it did before the app had a worker.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS },
      },
    },
  ],
  // The edge's own checks need the edge; a run of the direct setup leaves them out.
  testIgnore: E2E_THROUGH === 'direct' ? ['**/edge.spec.ts'] : [],
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => serversOf(worker)).flatMap(({ appOrigin, mockOrigin, mockApiUrl }, worker): WebServer[] => [
    {
      command: 'npm run mock:server',
      url: `${mockOrigin}/__mock/health`,
      env: { MOCK_SERVER_HOST: '127.0.0.1', MOCK_SERVER_PORT: new URL(mockOrigin).port },
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    E2E_THROUGH === 'edge'
      ? {
          command: 'npm run edge',
          url: `${appOrigin}/config.json`,
          env: { EDGE_HOST: '127.0.0.1', EDGE_PORT: new URL(appOrigin).port, EDGE_API_UPSTREAM: mockApiUrl, EDGE_RUN_DIR: edgeRunDirOf(worker) },
          reuseExistingServer: !CI,
          timeout: 60_000,
          stdout: 'ignore',
          stderr: 'pipe',
        }
      : {
          command: 'node scripts/serve-dist.mjs',
          url: `${appOrigin}/config.json`,
          env: { HOST: '127.0.0.1', PORT: new URL(appOrigin).port, APP_API_URL: mockApiUrl },
          reuseExistingServer: !CI,
          timeout: 30_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
  ]),
});
