/** Where the browser tests find the app (dist/ served by scripts/serve-dist.mjs) and the mock API. */
// Other ports (E2E_APP_PORT, E2E_MOCK_PORT) let a second run go on beside a dev server or another run.
export const APP_ORIGIN = `http://127.0.0.1:${process.env.E2E_APP_PORT ?? 4173}`;
export const MOCK_ORIGIN = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3003}`;
/** The API base URL the bundle is given through config.json. */
export const MOCK_API_URL = `${MOCK_ORIGIN}/api`;
