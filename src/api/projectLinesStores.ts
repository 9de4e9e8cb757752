/**
 * What the project-lines binding keeps beside the query cache while loads run: each join's progress and
 * the row changes made during a load. Both belong to a query client (one per signed-in app, one per
 * test), so two clients never see each other's loads, and a client dropped takes them with it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { PROJECT_LINES_PROGRESS_MS, PROJECT_LINES_PUBLISH_MAX_MS, PROJECT_LINES_ROWS_PER_MS } from '@/config/constants';
import { projectLinesKeys } from './projectLinesKeys';
import type { LinesProgress, ProjectLinesResult } from './projectLinesLoader';

/**
 * Load progress per loader name, outside React: the loader reports every answer, the screen hears of it
 * at most every PROJECT_LINES_PROGRESS_MS, so a load of a thousand requests re-renders a few dozen times.
 */
function createProgressStore() {
  const latest = new Map<string, LinesProgress | null>();
  const shown = new Map<string, LinesProgress | null>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const [name, progress] of latest) shown.set(name, progress);
    for (const listener of listeners) listener();
  };
  return {
    set(name: string, progress: LinesProgress | null, now = false) {
      latest.set(name, progress);
      if (now) {
        clearTimeout(timer);
        flush();
      } else timer ??= setTimeout(flush, PROJECT_LINES_PROGRESS_MS);
    },
    get: (name: string) => shown.get(name) ?? null,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type RowChange = (row: never) => unknown;

/**
 * Row changes (a status changed on the screen) made while a load or a retry of `name` runs. Each later
 * publish of that load (what has loaded so far, then the whole result) applies them in order, so an answer
 * read before the change cannot put the old status back. Forgotten once no load of `name` runs.
 */
function createChangesWhileLoading() {
  const runs = new Map<string, { count: number; changes: RowChange[] }>();
  return {
    begin(name: string) {
      const run = runs.get(name) ?? { count: 0, changes: [] };
      run.count += 1;
      runs.set(name, run);
    },
    end(name: string) {
      const run = runs.get(name);
      if (run && --run.count <= 0) runs.delete(name);
    },
    record(name: string, change: RowChange) {
      runs.get(name)?.changes.push(change);
    },
    apply<Row>(name: string, rows: Row[]): Row[] {
      const changes = (runs.get(name)?.changes ?? []) as unknown as ((row: Row) => Row)[];
      return changes.reduce((current, change) => current.map(change), rows);
    },
  };
}

export interface LinesStores {
  progress: ReturnType<typeof createProgressStore>;
  changes: ReturnType<typeof createChangesWhileLoading>;
}

const byClient = new WeakMap<QueryClient, LinesStores>();

/** The stores of `client`'s joins, made the first time they are asked for. */
export function linesStoresOf(client: QueryClient): LinesStores {
  let stores = byClient.get(client);
  if (!stores) {
    stores = { progress: createProgressStore(), changes: createChangesWhileLoading() };
    byClient.set(client, stores);
  }
  return stores;
}

/** How long after a publish of `rows` rows the next one waits: longer as the list to redraw grows. */
export function publishIntervalMs(rows: number): number {
  return Math.min(PROJECT_LINES_PUBLISH_MAX_MS, PROJECT_LINES_PROGRESS_MS + rows / PROJECT_LINES_ROWS_PER_MS);
}

/**
 * Puts what a first load has read so far in the cache, the first answers at once, then at most every
 * `publishIntervalMs` of the rows last put there. A finished result already shown (a re-read after the
 * lines went stale, or one restored from the browser) stays until the new one is whole.
 */
export function partialPublisher<Line>(client: QueryClient, name: string) {
  const queryKey = projectLinesKeys.of(name);
  const { changes } = linesStoresOf(client);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: (() => ProjectLinesResult<Line>) | undefined;
  let nextAt = -Infinity;
  let stopped = false;
  const publish = () => {
    timer = undefined;
    if (stopped || !latest) return;
    nextAt = Date.now() + PROJECT_LINES_PROGRESS_MS;
    if (client.getQueryData<ProjectLinesResult<Line>>(queryKey)?.complete) return;
    const sofar = latest();
    nextAt = Date.now() + publishIntervalMs(sofar.rows.length);
    client.setQueryData<ProjectLinesResult<Line>>(queryKey, { ...sofar, rows: changes.apply(name, sofar.rows) });
  };
  return {
    offer(snapshot: () => ProjectLinesResult<Line>) {
      latest = snapshot;
      if (timer !== undefined || stopped) return;
      const wait = nextAt - Date.now();
      if (wait <= 0) publish();
      else timer = setTimeout(publish, wait);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
