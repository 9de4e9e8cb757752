/**
 * A TanStack persister that keeps each query in an entry of its own, beside an index naming them: a save
 * writes only the queries whose data changed since the last one. With the `years` seed the kept copy is
 * about 21 MB, the salary join alone 12; kept as one entry, a change to any list (a vendor added) would
 * serialise and write all of it again on the page's main thread.
 *
 * Saves are throttled (at most one per `throttleTime`, with the latest client, never two at once). An entry
 * is written before the index that names it, and dropped after the index stops naming it, so the copy read
 * back is always whole: an entry the index names but storage lacks leaves that query out.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

/** Where the entries live: IndexedDB in the browser; tests hand in a map of their own. */
export interface PersistStorage {
  getItem: (key: string) => Promise<string | null | undefined>;
  setItem: (key: string, value: string) => Promise<unknown>;
  removeItem: (key: string) => Promise<unknown>;
  /** Every key held: sign-out deletes all the copy's entries, even one written but not yet indexed. */
  keys: () => Promise<string[]>;
}

type KeptQuery = DehydratedState['queries'][number];

/** The index: whose copy it is, when it was saved, and the queries it holds (by their hashes). */
interface KeptIndex {
  buster: string;
  timestamp: number;
  queries: string[];
}

/** The entry of one query, under the index's key. */
export const queryEntryKey = (key: string, queryHash: string) => `${key}/${queryHash}`;

/**
 * The kept copy as TanStack restores it, from its entries (`read` gives one entry's text, if kept).
 * Exported so that tests read what is kept exactly as the app does.
 */
export function keptCopyOf(key: string, read: (entryKey: string) => string | null | undefined): PersistedClient | undefined {
  const index = read(key);
  if (!index) return undefined;
  const { buster, timestamp, queries } = JSON.parse(index) as KeptIndex;
  const kept = queries.flatMap((hash) => {
    const entry = read(queryEntryKey(key, hash));
    return entry ? [JSON.parse(entry) as KeptQuery] : [];
  });
  return { buster, timestamp, clientState: { queries: kept, mutations: [] } };
}

/** What was last written of a query: a save writes its entry again only when one of these changed. */
interface Written {
  data: unknown;
  dataUpdatedAt: number;
  stale: boolean;
}
const writtenOf = (query: KeptQuery): Written => ({ data: query.state.data, dataUpdatedAt: query.state.dataUpdatedAt, stale: query.state.isInvalidated });
const sameAs = (a: Written | undefined, b: Written) => !!a && a.data === b.data && a.dataUpdatedAt === b.dataUpdatedAt && a.stale === b.stale;

interface EntriesPersisterOptions {
  storage: PersistStorage;
  key: string;
  throttleTime: number;
  /**
   * A restored copy comes back marked stale (its screens show it and read it again), and counts as written
   * so: the stale mark alone does not write a restored entry again (the salary join's 12 MB, serialised on
   * the main thread while a reload paints).
   */
  restoreStale?: boolean;
}

export function createQueryEntriesPersister({ storage, key, throttleTime, restoreStale = false }: EntriesPersisterOptions): Persister {
  // What the entries hold now, by query hash.
  let written = new Map<string, Written>();
  let latest: PersistedClient | null = null;
  let scheduled = false;
  let nextWriteAt = 0;
  let writing: Promise<void> = Promise.resolve();

  async function write(client: PersistedClient): Promise<void> {
    const queries = client.clientState.queries;
    const changed = queries.filter((query) => !sameAs(written.get(query.queryHash), writtenOf(query)));
    // Nothing changed: the index keeps the time of the last change, which is how old the copy is.
    if (changed.length === 0 && queries.length === written.size) return;
    for (const query of changed) await storage.setItem(queryEntryKey(key, query.queryHash), JSON.stringify(query));
    const index: KeptIndex = { buster: client.buster, timestamp: client.timestamp, queries: queries.map((query) => query.queryHash) };
    await storage.setItem(key, JSON.stringify(index));
    const kept = new Set(index.queries);
    const gone = [...written.keys()].filter((hash) => !kept.has(hash));
    written = new Map(queries.map((query) => [query.queryHash, writtenOf(query)]));
    for (const hash of gone) await storage.removeItem(queryEntryKey(key, hash));
  }

  return {
    persistClient(client) {
      latest = client;
      if (scheduled) return;
      scheduled = true;
      setTimeout(
        () => {
          scheduled = false;
          const next = latest;
          latest = null;
          if (!next) return;
          writing = writing
            .then(() => write(next))
            // A failed write leaves the last whole copy in place: the next save tries again.
            .catch(() => undefined)
            .then(() => void (nextWriteAt = Date.now() + throttleTime));
        },
        Math.max(0, nextWriteAt - Date.now()),
      );
    },
    async restoreClient() {
      const index = await storage.getItem(key);
      if (!index) return undefined;
      const hashes = (JSON.parse(index) as KeptIndex).queries;
      const entries = new Map<string, string | null | undefined>([[key, index]]);
      await Promise.all(hashes.map(async (hash) => entries.set(queryEntryKey(key, hash), await storage.getItem(queryEntryKey(key, hash)))));
      const restored = keptCopyOf(key, (entryKey) => entries.get(entryKey));
      if (restored && restoreStale) {
        restored.clientState.queries = restored.clientState.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } }));
      }
      written = new Map((restored?.clientState.queries ?? []).map((query) => [query.queryHash, writtenOf(query)]));
      return restored;
    },
    async removeClient() {
      latest = null;
      await writing;
      await removeQueryEntries(storage, key);
      written = new Map();
    },
  };
}

/** Deletes the index and every entry of the copy, indexed or not. */
export async function removeQueryEntries(storage: PersistStorage, key: string): Promise<void> {
  const held = await storage.keys();
  await storage.removeItem(key);
  await Promise.all(held.filter((entryKey) => entryKey.startsWith(queryEntryKey(key, ''))).map((entryKey) => storage.removeItem(entryKey)));
}
