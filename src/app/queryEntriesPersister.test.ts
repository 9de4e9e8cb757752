/**
 * The kept copy in entries: a save writes only the queries that changed, the copy read back is whole even
 * when a write was cut short, and removing it leaves nothing behind.
 */
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { memoryStorage } from '../../tests/memoryStorage';
import { createQueryEntriesPersister, keptCopyOf, queryEntryKey, removeQueryEntries } from './queryEntriesPersister';

const KEY = 'copy';
const THROTTLE_MS = 1000;

const queryOf = (name: string, data: unknown, dataUpdatedAt = 1) => ({
  queryKey: [name],
  queryHash: JSON.stringify([name]),
  state: { data, dataUpdatedAt, isInvalidated: false, status: 'success' },
});
type Query = ReturnType<typeof queryOf>;
const clientOf = (...queries: Query[]) => ({ buster: 'user-1', timestamp: 5, clientState: { queries, mutations: [] } }) as unknown as PersistedClient;

function writesTo(storage: ReturnType<typeof memoryStorage>) {
  const written: string[] = [];
  const setItem = storage.setItem;
  storage.setItem = (key, value) => {
    written.push(key);
    return setItem(key, value);
  };
  return written;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

test('a save writes each query under its own entry and the index; the next writes only the query that changed', async () => {
  const storage = memoryStorage();
  const written = writesTo(storage);
  const persister = createQueryEntriesPersister({ storage, key: KEY, throttleTime: THROTTLE_MS });
  const lines = queryOf('lines', { rows: [1, 2, 3] });
  const vendors = queryOf('vendors', ['Shree Traders']);

  void persister.persistClient(clientOf(lines, vendors));
  await vi.advanceTimersByTimeAsync(0);
  expect(written).toEqual([queryEntryKey(KEY, lines.queryHash), queryEntryKey(KEY, vendors.queryHash), KEY]);
  expect(keptCopyOf(KEY, (key) => storage.entries.get(key))).toEqual(clientOf(lines, vendors));

  written.length = 0;
  const moreVendors = queryOf('vendors', ['Shree Traders', 'Karnataka Steel'], 2);
  void persister.persistClient(clientOf(lines, moreVendors));
  await vi.advanceTimersByTimeAsync(THROTTLE_MS);
  expect(written).toEqual([queryEntryKey(KEY, vendors.queryHash), KEY]);
  expect(keptCopyOf(KEY, (key) => storage.entries.get(key))?.clientState.queries).toEqual([lines, moreVendors]);
});

test('saves come at most once per interval, with the latest client; a query no longer kept loses its entry', async () => {
  const storage = memoryStorage();
  const written = writesTo(storage);
  const persister = createQueryEntriesPersister({ storage, key: KEY, throttleTime: THROTTLE_MS });
  void persister.persistClient(clientOf(queryOf('a', 1), queryOf('b', 1)));
  await vi.advanceTimersByTimeAsync(0);
  written.length = 0;

  void persister.persistClient(clientOf(queryOf('a', 2, 2), queryOf('b', 1)));
  void persister.persistClient(clientOf(queryOf('a', 3, 3)));
  await vi.advanceTimersByTimeAsync(THROTTLE_MS - 1);
  expect(written).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(written).toEqual([queryEntryKey(KEY, '["a"]'), KEY]);
  expect([...storage.entries.keys()].sort()).toEqual([KEY, queryEntryKey(KEY, '["a"]')]);
  expect(keptCopyOf(KEY, (key) => storage.entries.get(key))?.clientState.queries.map((query) => query.state.data)).toEqual([3]);
});

test('restored, a copy is not written again unchanged; an entry the index names but storage lacks is left out', async () => {
  const storage = memoryStorage();
  const first = createQueryEntriesPersister({ storage, key: KEY, throttleTime: THROTTLE_MS });
  const a = queryOf('a', 'kept');
  const b = queryOf('b', 'lost');
  void first.persistClient(clientOf(a, b));
  await vi.advanceTimersByTimeAsync(0);
  storage.entries.delete(queryEntryKey(KEY, b.queryHash));

  const written = writesTo(storage);
  const reload = createQueryEntriesPersister({ storage, key: KEY, throttleTime: THROTTLE_MS });
  const restored = await reload.restoreClient();
  expect(restored?.clientState.queries).toEqual([a]);
  expect(restored?.buster).toBe('user-1');
  void reload.persistClient(restored!);
  await vi.advanceTimersByTimeAsync(THROTTLE_MS);
  // The entry is as it was, and the index keeps the time of the copy's last change.
  expect(written).toEqual([]);
});

test('restored as stale, a copy comes back marked stale, and that mark alone writes nothing; a change writes its entry', async () => {
  const storage = memoryStorage();
  const first = createQueryEntriesPersister({ storage, key: KEY, throttleTime: THROTTLE_MS });
  void first.persistClient(clientOf(queryOf('a', 'kept'), queryOf('b', 'other')));
  await vi.advanceTimersByTimeAsync(0);

  const written = writesTo(storage);
  const reload = createQueryEntriesPersister({ storage, key: KEY, throttleTime: THROTTLE_MS, restoreStale: true });
  const restored = await reload.restoreClient();
  expect(restored?.clientState.queries.map((query) => query.state.isInvalidated)).toEqual([true, true]);
  void reload.persistClient(restored!);
  await vi.advanceTimersByTimeAsync(THROTTLE_MS);
  expect(written).toEqual([]);

  const [a, b] = restored!.clientState.queries;
  void reload.persistClient({ ...restored!, clientState: { queries: [a, { ...b, state: { ...b.state, data: 'newer', dataUpdatedAt: 2, isInvalidated: false } }], mutations: [] } });
  await vi.advanceTimersByTimeAsync(THROTTLE_MS);
  expect(written).toEqual([queryEntryKey(KEY, b.queryHash), KEY]);
});

test('removing the copy deletes the index and every entry, even one no index names yet; nothing else', async () => {
  const storage = memoryStorage();
  const persister = createQueryEntriesPersister({ storage, key: KEY, throttleTime: THROTTLE_MS });
  void persister.persistClient(clientOf(queryOf('a', 1)));
  await vi.advanceTimersByTimeAsync(0);
  storage.entries.set(queryEntryKey(KEY, '["orphan"]'), '{}');
  storage.entries.set('another-copy', 'kept');

  await persister.removeClient();
  expect([...storage.entries.keys()]).toEqual(['another-copy']);
  storage.entries.set(KEY, JSON.stringify({ buster: 'x', timestamp: 1, queries: [] }));
  await removeQueryEntries(storage, KEY);
  expect([...storage.entries.keys()]).toEqual(['another-copy']);
});
