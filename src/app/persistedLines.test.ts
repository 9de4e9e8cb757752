/**
 * The kept project lines in a real IndexedDB (fake-indexeddb, the same API the browser has): only whole
 * results of the joins are written, under the signed-in user's stamp, and sign-out deletes them.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createStore, entries } from 'idb-keyval';
import { projectLinesKeys } from '@/api/projectLinesKeys';
import { PERSISTED_LINES_RESTORE_LIMIT_MS, PERSISTED_LINES_WRITE_MS } from '@/config/constants';
import { useSessionStore } from '@/session/sessionStore';
import { dropPersistedLines, PERSISTED_LINES_KEY, persistProjectLines, setPersistStorage } from './persistedLines';
import { keptCopyOf } from './queryEntriesPersister';

const store = createStore('sgk-admin', 'query-cache');
const held = async () => new Map(await entries<string, string>(store));
const read = async () => {
  const all = await held();
  return keptCopyOf(PERSISTED_LINES_KEY, (key) => all.get(key));
};

const whole = { rows: [{ _id: 'l1', quotationId: 'q1' }], failed: [], projects: [], complete: true, loading: [], itemOrder: {} };
const partial = { ...whole, complete: false };

beforeEach(() => {
  useSessionStore.setState({ status: 'signedIn', token: 't', user: { _id: 'u-17', name: 'Asha', email: 'asha@sgkconstructions.in', role: 'Admin', permissions: [], status: 'Active' } });
});

test('writes only the whole results of the joins, stamped with the user, to IndexedDB; sign-out deletes them', async () => {
  const client = new QueryClient();
  await persistProjectLines(client);
  client.setQueryData(['projects', 'list', ''], [{ _id: 'p1' }]);
  client.setQueryData(projectLinesKeys.of('materials'), partial);
  client.setQueryData(projectLinesKeys.of('labour'), whole);

  await waitFor(async () => expect((await read())?.clientState.queries.map((q) => q.queryKey)).toEqual([['projectLines', 'labour']]));
  const kept = await read();
  expect(kept?.buster).toContain('u-17');
  expect(kept?.clientState.queries[0].state.data).toEqual(whole);

  await dropPersistedLines();
  expect(await held()).toEqual(new Map());
  // Nothing is written after sign-out, however long the keeper's throttle would have waited (it reads
  // Date.now, so the clock is faked whole): the cache no longer has a keeper.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  client.setQueryData(projectLinesKeys.of('materials'), whole);
  await vi.advanceTimersByTimeAsync(2 * PERSISTED_LINES_WRITE_MS);
  vi.useRealTimers();
  expect(await read()).toBeUndefined();
});

test('a copy kept for one user is restored for that user, and dropped unread for another', async () => {
  const first = new QueryClient();
  await persistProjectLines(first);
  first.setQueryData(projectLinesKeys.of('labour'), whole);
  await waitFor(async () => expect(await read()).toBeDefined());

  const reload = new QueryClient();
  await persistProjectLines(reload);
  expect(reload.getQueryData(projectLinesKeys.of('labour'))).toEqual(whole);
  // Shown at once, and read again in the background.
  expect(reload.getQueryState(projectLinesKeys.of('labour'))?.isInvalidated).toBe(true);

  useSessionStore.setState({ user: { _id: 'u-18', name: 'Ravi', email: 'ravi@sgkconstructions.in', role: 'Accountant', permissions: [], status: 'Active' } });
  const other = new QueryClient();
  await persistProjectLines(other);
  expect(other.getQueryData(projectLinesKeys.of('labour'))).toBeUndefined();
  expect(await read()).toBeUndefined();
  await dropPersistedLines();
});

test('a reload restores the copy without writing it back: only a change of the lines is written again', async () => {
  const written: string[] = [];
  const map = new Map<string, string>();
  setPersistStorage({
    getItem: async (key) => map.get(key),
    setItem: async (key, value) => {
      written.push(key);
      map.set(key, value);
    },
    removeItem: async (key) => map.delete(key),
    keys: async () => [...map.keys()],
  });
  try {
    const first = new QueryClient();
    await persistProjectLines(first);
    first.setQueryData(projectLinesKeys.of('labour'), whole);
    await waitFor(() => expect(written).not.toEqual([]));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    written.length = 0;
    const reload = new QueryClient();
    await persistProjectLines(reload);
    expect(reload.getQueryState(projectLinesKeys.of('labour'))?.isInvalidated).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * PERSISTED_LINES_WRITE_MS);
    // The screen's refresh starts: its first rows replace the restored ones, which stay kept, marked stale.
    reload.setQueryData(projectLinesKeys.of('labour'), partial);
    await vi.advanceTimersByTimeAsync(3 * PERSISTED_LINES_WRITE_MS);
    // Nothing written: a reload of the salary screen no longer serialises and stores its 12 MB again.
    expect(written).toEqual([]);

    reload.setQueryData(projectLinesKeys.of('labour'), { ...whole, rows: [...whole.rows, { _id: 'l2', quotationId: 'q1' }] });
    await vi.advanceTimersByTimeAsync(3 * PERSISTED_LINES_WRITE_MS);
    expect(written).toContain(`${PERSISTED_LINES_KEY}/${reload.getQueryCache().find({ queryKey: projectLinesKeys.of('labour') })?.queryHash}`);
  } finally {
    vi.useRealTimers();
    setPersistStorage(undefined);
  }
});

test('a browser storage that never answers holds the screens back only until the restore limit', async () => {
  const never = () => new Promise<never>(() => {});
  setPersistStorage({ getItem: never, setItem: never, removeItem: never, keys: never });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    let restored = false;
    void persistProjectLines(new QueryClient()).then(() => (restored = true));
    await vi.advanceTimersByTimeAsync(PERSISTED_LINES_RESTORE_LIMIT_MS - 1);
    expect(restored).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(restored).toBe(true);
  } finally {
    vi.useRealTimers();
    setPersistStorage(undefined);
  }
});
