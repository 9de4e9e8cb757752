/**
 * Keeps the browser mock's data in localStorage, so that it survives a full reload (the Refresh button)
 * until "Reset demo data" puts the seed back.
 */
import { restoreDb, snapshotDb, type DbSnapshot } from './db';
import { seedDb } from './seed';

export const MOCK_DATA_KEY = 'mockApiData.v1';

/**
 * Saves the data. Uploaded images can outgrow the storage quota: then the data is saved without them
 * (the records keep their file names, whose images answer 404 after a reload) rather than not at all.
 */
export function saveMockData(): void {
  const snapshot = snapshotDb();
  for (const attempt of [snapshot, { ...snapshot, uploads: [] }]) {
    try {
      localStorage.setItem(MOCK_DATA_KEY, JSON.stringify(attempt));
      return;
    } catch {
      // Too big: try again without the uploads. A storage that refuses even that only costs persistence
      // across reloads; the mock keeps working in memory.
    }
  }
}

/** The saved data when there is some that reads back; otherwise a fresh seed, saved at once. */
export async function loadMockData(): Promise<void> {
  const raw = localStorage.getItem(MOCK_DATA_KEY);
  if (raw) {
    try {
      await restoreDb(JSON.parse(raw) as DbSnapshot);
      return;
    } catch {
      // Data from an older shape: start again from the seed.
    }
  }
  await seedDb();
  saveMockData();
}

export async function resetMockData(): Promise<void> {
  await seedDb();
  saveMockData();
}
