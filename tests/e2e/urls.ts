import { availableParallelism } from 'node:os';
/**
 * Where the browser tests find the app and the mock API.
 *
 * The app is served as staff deploy it: by default through the nginx edge (`npm run edge`), which serves
 * dist/ and proxies /api/ to the mock on the same origin; with E2E_THROUGH=direct, by the plain static
 * server (scripts/serve-dist.mjs), the bundle then calling the mock across origins as it would call a
 * provider of its own.
 *
 * Each test worker has servers of its own, so that one worker's reset or scripted failure never reaches
 * the data another worker's test is using: worker n (Playwright's TEST_PARALLEL_INDEX) uses the base
 * ports plus n. Other base ports (E2E_APP_PORT, E2E_MOCK_PORT) let a second run go on beside a dev server
 * or another run; E2E_WORKERS sets how many workers (and server pairs) run at once: by default one per core,
 * at most two (with one, over a quarter of the machine's CPU sat idle while the pages waited).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())));
/** How the app is served: 'edge' (nginx, same origin) unless E2E_THROUGH says 'direct'. */
export const E2E_THROUGH: 'edge' | 'direct' = process.env.E2E_THROUGH === 'direct' ? 'direct' : 'edge';
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 3003);

/** The app's and the mock's origins for the worker of that index, and the API's address as the app calls it. */
export function serversOf(worker: number) {
  const appOrigin = `http://127.0.0.1:${APP_PORT + worker}`;
  const mockOrigin = `http://127.0.0.1:${MOCK_PORT + worker}`;
  const mockApiUrl = `${mockOrigin}/api`;
  return { appOrigin, mockOrigin, mockApiUrl, appApiUrl: E2E_THROUGH === 'edge' ? `${appOrigin}/api` : mockApiUrl };
}

const mine = serversOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const APP_ORIGIN = mine.appOrigin;
export const MOCK_ORIGIN = mine.mockOrigin;
/** The mock's API, called directly by the tests themselves (sign-in, seeding, the control endpoints). */
export const MOCK_API_URL = mine.mockApiUrl;
/** The API's address as the app calls it: on its own origin through the edge, the mock's directly. */
export const APP_API_URL = mine.appApiUrl;
/** Where the edge of worker 0 keeps its rendered configuration and access log. */
export const edgeRunDirOf = (worker: number) => `.e2e/edge-${worker}`;
export const EDGE_RUN_DIR = edgeRunDirOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
