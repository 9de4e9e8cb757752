/**
 * The mock API in the browser (dev and the demo build): a service worker answering /api on the page's
 * own origin. Its data is saved to localStorage after every write, so it survives a full reload.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { addScenario, clearScenarios, scenarioHandler, type Scenario } from './scenarios';
import { loadMockData, resetMockData, saveMockData } from './persistence';
import { setMockLatency } from './respond';

const BROWSER_LATENCY_MS = 250;

/** Puts the mock data back to the seed (the login page's "Reset demo data"). */
export { resetMockData };

export async function startMockWorker(): Promise<void> {
  setMockLatency(BROWSER_LATENCY_MS);
  await loadMockData();
  const worker = setupWorker(scenarioHandler, ...handlers);
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') saveMockData();
  });
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  Object.assign(window, {
    mockApi: { reset: resetMockData, scenario: (s: Scenario) => addScenario(s), clearScenarios },
  });
}
