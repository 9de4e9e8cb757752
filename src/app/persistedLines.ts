/**
 * The last whole result of each project-lines join (the salary records, the material lines: thousands
 * of requests to read) kept in the browser for the signed-in user, so that a reload or a return visit
 * shows it at once and reads it again in the background; the dashboard's last complete look; and every
 * resource's list, so that a screen opened again with no connection shows its last data (ruling 35).
 *
 * - What: the joins' queries (`projectLines`), and of those only whole results (the load finished,
 *   no part missing); a result read with parts missing leaves the last whole one in place, marked stale.
 *   The dashboard's kept look (`dashboardKeys.kept`), written by the dashboard once every read is in.
 *   The lists marked `KEPT_ON_DEVICE` (api/resource.ts), each as last read in full.
 * - Where: IndexedDB (database 'sgk-admin', store 'query-cache'), an entry per query beside an index
 *   (queryEntriesPersister.ts), so that a change writes only the queries it changed; at most one save
 *   every PERSISTED_LINES_WRITE_MS.
 * - Dropped: at sign-out (logout, a rejected session); when another user signs in or the API URL changes
 *   (the entry is stamped with both, and one stamped otherwise is deleted unread); after
 *   PERSISTED_LINES_MAX_AGE_MS. A write that changes the lines marks the kept copy stale with the query.
 *
 * Only the signed-in layout loads this module (through the query client), so the sign-in screen does not
 * carry the persister in its bundle.
 */
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, keys, set } from 'idb-keyval';
import { isKeptDashboardKey } from '@/api/dashboard';
import { isProjectLinesKey, isWholeResult, projectLinesKeys } from '@/api/projectLinesKeys';
import { isKeptOnDevice } from '@/api/resource';
import { PERSISTED_LINES_MAX_AGE_MS, PERSISTED_LINES_RESTORE_LIMIT_MS, PERSISTED_LINES_WRITE_MS } from '@/config/constants';
import { getRuntimeConfig } from '@/config/env';
import { useSessionStore } from '@/session/sessionStore';
import { createQueryEntriesPersister, removeQueryEntries, type PersistStorage } from './queryEntriesPersister';

export type { PersistStorage } from './queryEntriesPersister';

/** The copy's index; each query's entry is under it (`queryEntryKey`). */
export const PERSISTED_LINES_KEY = 'projectLines';
/** Raised when what is kept changes shape: a copy of another version is dropped unread. */
const FORMAT = 'v1';

function indexedDbStorage(): PersistStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  const store = createStore('sgk-admin', 'query-cache');
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
    keys: () => keys<string>(store),
  };
}

/** null until first needed; undefined where there is nowhere to keep it (no IndexedDB, as in jsdom). */
let chosenStorage: PersistStorage | undefined | null = null;
const storage = () => (chosenStorage === null ? (chosenStorage = indexedDbStorage()) : chosenStorage);

/** Tests keep the copy in a storage of their own (or none, with undefined). */
export function setPersistStorage(next: PersistStorage | undefined): void {
  closeSession();
  chosenStorage = next;
}

/** Who the copy belongs to and which server it came from: a copy stamped otherwise is dropped unread. */
function stampFor(user: { _id?: string; email: string }): string {
  return JSON.stringify([FORMAT, user._id || user.email, getRuntimeConfig().apiUrl]);
}

/** A storage that can be closed: once closed, a write still queued by the persister's throttle is dropped. */
function closable(inner: PersistStorage) {
  let closed = false;
  const gate: PersistStorage & { removeItem: (key: string) => Promise<void>; close: () => void; readonly closed: boolean } = {
    getItem: (key) => inner.getItem(key),
    setItem: (key, value) => (closed ? Promise.resolve() : inner.setItem(key, value)),
    removeItem: (key) => inner.removeItem(key).then(() => undefined),
    keys: () => inner.keys(),
    close: () => void (closed = true),
    get closed() {
      return closed;
    },
  };
  return gate;
}

/**
 * Keeps the last whole copy of each join: a join whose cached result is not whole (a newer load under way
 * with parts missing) is not in what TanStack dehydrates, so its last whole copy is written again,
 * marked stale. Writes nothing when no join's copy changed (another query's change starts a save too).
 */
function keepingLastWhole(persister: Persister, client: QueryClient): Persister & { isRestored: (query: { queryHash: string; state: { data: unknown } }) => boolean } {
  let kept = new Map<string, DehydratedState['queries'][number]>();
  let written = new Map<string, { data: unknown; stale: boolean }>();
  const sameAsWritten = (queries: DehydratedState['queries']) =>
    queries.length === written.size && queries.every((q) => written.get(q.queryHash)?.data === q.state.data && written.get(q.queryHash)?.stale === q.state.isInvalidated);
  return {
    async restoreClient() {
      const restored = await persister.restoreClient();
      kept = new Map((restored?.clientState.queries ?? []).map((query) => [query.queryHash, query]));
      return restored;
    },
    persistClient(persisted: PersistedClient) {
      for (const query of persisted.clientState.queries) kept.set(query.queryHash, query);
      const queries = [...kept.values()].map((query) => {
        const live = client.getQueryCache().get(query.queryHash);
        return live && live.state.data !== query.state.data ? { ...query, state: { ...query.state, isInvalidated: true } } : query;
      });
      if (sameAsWritten(queries)) return;
      written = new Map(queries.map((q) => [q.queryHash, { data: q.state.data, stale: q.state.isInvalidated }]));
      return persister.persistClient({ ...persisted, clientState: { queries, mutations: [] } });
    },
    /** Whether a query holds the copy restored (not a newer read). */
    isRestored: (query) => query.state.data !== undefined && kept.get(query.queryHash)?.state.data === query.state.data,
    removeClient() {
      kept.clear();
      written.clear();
      return persister.removeClient();
    },
  };
}

const isKept = (query: { queryKey: readonly unknown[]; meta?: Record<string, unknown> }) =>
  isProjectLinesKey(query.queryKey) || isKeptDashboardKey(query.queryKey) || isKeptOnDevice(query);

interface Session {
  client: QueryClient;
  stamp: string;
  restored: Promise<void>;
  close: () => void;
}

let session: Session | undefined;

function closeSession(): void {
  session?.close();
  session = undefined;
}

/** Settles when `promise` does, or after `ms`, whichever comes first. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Whether `persistProjectLines(client)` has work to do: somewhere to keep the copy and a signed-in user. */
export function persistsLines(): boolean {
  return !!storage() && !!useSessionStore.getState().user;
}

/**
 * Restores the signed-in user's kept copy into `client` (once per client and user) and keeps it up to date
 * from then on; resolves once restored, at once when there is nothing to do, and after
 * PERSISTED_LINES_RESTORE_LIMIT_MS when the browser's storage has not answered by then. A restored copy
 * counts as stale: the screen shows it and reads the lines again in the background.
 */
export function persistProjectLines(client: QueryClient): Promise<void> {
  const store = storage();
  const user = useSessionStore.getState().user;
  if (!store || !user) return Promise.resolve();
  const stamp = stampFor(user);
  if (session && session.client === client && session.stamp === stamp) return session.restored;
  closeSession();

  const gate = closable(store);
  const persister = keepingLastWhole(createQueryEntriesPersister({ storage: gate, key: PERSISTED_LINES_KEY, throttleTime: PERSISTED_LINES_WRITE_MS, restoreStale: true }), client);
  const dehydrateOptions = {
    shouldDehydrateQuery: (query: { queryKey: readonly unknown[]; meta?: Record<string, unknown>; state: { status: string; data: unknown } }) =>
      query.state.status === 'success' &&
      ((isProjectLinesKey(query.queryKey) && isWholeResult(query.state.data)) || isKeptDashboardKey(query.queryKey) || isKeptOnDevice(query)),
    shouldDehydrateMutation: () => false,
  };
  const save = () => void persistQueryClientSave({ queryClient: client, persister, buster: stamp, dehydrateOptions });
  let unsubscribe = () => {};
  const restored = persistQueryClientRestore({ queryClient: client, persister, buster: stamp, maxAge: PERSISTED_LINES_MAX_AGE_MS })
    // An unreadable copy has been deleted; the screens read as if there were none.
    .catch(() => undefined)
    .then(() => {
      if (gate.closed) return;
      void client.invalidateQueries({ queryKey: projectLinesKeys.all, predicate: persister.isRestored, refetchType: 'none' });
      // Only a change of what is kept starts a save: a fan-out adds and updates hundreds of other queries
      // (each project's items), and TanStack's own subscription dehydrates the whole cache on every one.
      unsubscribe = client.getQueryCache().subscribe((event) => {
        if ((event.type === 'added' || event.type === 'updated' || event.type === 'removed') && isKept(event.query)) save();
      });
    });
  session = {
    client,
    stamp,
    restored: settledWithin(restored, PERSISTED_LINES_RESTORE_LIMIT_MS),
    close: () => {
      gate.close();
      unsubscribe();
    },
  };
  return session.restored;
}

/** Deletes the kept copy and stops keeping one: at sign-out, before the cache is emptied. */
export function dropPersistedLines(): Promise<void> {
  closeSession();
  const store = storage();
  return store ? removeQueryEntries(store, PERSISTED_LINES_KEY).catch(() => undefined) : Promise.resolve();
}
