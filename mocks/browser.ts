/**
 * The mock API in the browser (dev and the demo build): a service worker answering /api on the page's
 * own origin. Its data is saved to localStorage after every write, so it survives a full reload.
 */
import { setupWorker } from 'msw/browser';
import { restoreDb, snapshotDb, type DbSnapshot } from './db';
import { handlers } from './handlers';
import { addScenario, clearScenarios, scenarioHandler, type Scenario } from './scenarios';
import { seedDb } from './seed';
import { setMockLatency } from './respond';

const STORAGE_KEY = 'mockApiData.v1';
const BROWSER_LATENCY_MS = 250;

function saveData(): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshotDb()));
  } catch {
    // A full storage only costs persistence across reloads; the mock keeps working in memory.
  }
}

async function loadData(): Promise<void> {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw) {
    try {
      await restoreDb(JSON.parse(raw) as DbSnapshot);
      return;
    } catch {
      // Data from an older shape: start again from the seed.
    }
  }
  await seedDb();
  saveData();
}

/** Puts the mock data back to the seed (the login page's "Reset demo data"). */
export async function resetMockData(): Promise<void> {
  await seedDb();
  saveData();
}

export async function startMockWorker(): Promise<void> {
  setMockLatency(BROWSER_LATENCY_MS);
  await loadData();
  const worker = setupWorker(scenarioHandler, ...handlers);
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') saveData();
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
