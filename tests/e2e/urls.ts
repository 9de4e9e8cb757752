/** Where the browser tests find the app (dist/ served by scripts/serve-dist.mjs) and the mock API. */
export const APP_ORIGIN = 'http://127.0.0.1:4173';
export const MOCK_ORIGIN = 'http://127.0.0.1:3003';
/** The API base URL the bundle is given through config.json. */
export const MOCK_API_URL = `${MOCK_ORIGIN}/api`;
