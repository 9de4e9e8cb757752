/**
 * Where the browser tests find the app (dist/ served by scripts/serve-dist.mjs) and the mock API.
 *
 * Each test worker has servers of its own, so that one worker's reset or scripted failure never reaches
 * the data another worker's test is using: worker n (Playwright's TEST_PARALLEL_INDEX) uses the base
 * ports plus n. Other base ports (E2E_APP_PORT, E2E_MOCK_PORT) let a second run go on beside a dev server
 * or another run; E2E_WORKERS sets how many workers (and server pairs) run at once (one unless it says more).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 3003);

/** The app's and the mock's origins for the worker of that index. */
export function serversOf(worker: number) {
  const mockOrigin = `http://127.0.0.1:${MOCK_PORT + worker}`;
  return { appOrigin: `http://127.0.0.1:${APP_PORT + worker}`, mockOrigin, mockApiUrl: `${mockOrigin}/api` };
}

const mine = serversOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const APP_ORIGIN = mine.appOrigin;
export const MOCK_ORIGIN = mine.mockOrigin;
/** The API base URL the bundle is given through config.json. */
export const MOCK_API_URL = mine.mockApiUrl;
