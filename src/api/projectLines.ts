/**
 * The project-lines join, written once: every project, then each project's quotation items, then each
 * item's lines (labour work entries for the salary screen, material lines for purchasing), each line
 * joined with its project and quotation context.
 *
 * Every request goes through one pool of PROJECT_LINES_CONCURRENCY: never one by one, never all at once.
 * An item's lines are queued as soon as its project's items arrive. The loader reports progress (requests
 * done of requests known; the known total grows as items arrive), offers what has loaded so far after
 * each answer (in the final order: project order, then item order), and keeps what loaded when some
 * parts fail; `retryProjectLines` re-runs only the failed parts. Only a failed projects read fails the load.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import {
  PROJECT_LINES_CONCURRENCY,
  PROJECT_LINES_PROGRESS_MS,
  PROJECT_LINES_PUBLISH_MAX_MS,
  PROJECT_LINES_ROWS_PER_MS,
  PROJECT_LINES_STALE_MS,
} from '@/config/constants';
import { createRequestPool } from '@/lib/requestPool';
import { projectLinesKeys } from './projectLinesKeys';
import { fetchProjects, projectKeys } from './projects';
import { fetchQuotationItems, quotationKeys } from './quotations';

export { projectLinesKeys };

/** What a line knows of its project and quotation item. */
export interface LineContext {
  projectId: string;
  projectName: string;
  projectNumber: string;
  quotationId: string;
  quotationDescription: string;
  quotationDate: string;
  /** When the quotation item was created. */
  createdAt: string;
}

/** A line with its context; the context's fields win over a line's own of the same name. */
export type ProjectLine<Line> = Line & LineContext;

export interface ProjectRef {
  _id: string;
  projectName: string;
  projectNumber: string;
}

export interface QuotationRef {
  _id: string;
  description: string;
  date: string;
  createdAt: string;
}

/**
 * A part that failed to load: a project's quotation items (and so all their lines), or one item's lines;
 * with the error it failed with (the server's message is shown).
 */
export type FailedPart = ({ kind: 'items'; project: ProjectRef } | { kind: 'lines'; context: LineContext }) & { error: unknown };

/** A part to (re)load: a failed part, or a project's items. */
type Part = { kind: 'items'; project: ProjectRef } | { kind: 'lines'; context: LineContext };

export interface LinesProgress {
  /** Requests answered, successfully or not. */
  done: number;
  /** Requests known so far: grows as each project's items arrive. */
  total: number;
}

export interface ProjectLinesResult<Line> {
  /** In project order, then item order; while loading, those that have arrived, in the same order. */
  rows: ProjectLine<Line>[];
  failed: FailedPart[];
  /** Every project read, those without lines included. */
  projects: ProjectRef[];
  /** Every request has answered (some may have failed); false for what a load publishes while it runs. */
  complete: boolean;
  /** Ids of the projects whose items or lines are still coming (none once complete). */
  loading: string[];
  /** Each project's quotation item ids in the order read: where a retried part's rows go. */
  itemOrder: Record<string, string[]>;
  /** When the load finished (ms since 1970); set by the query cache, which knows when it was read. */
  readAt?: number;
}

/** What a run over some parts gives: their rows, the parts that failed, and the item order it read. */
export type PartsResult<Line> = Pick<ProjectLinesResult<Line>, 'rows' | 'failed' | 'itemOrder'>;

export interface ProjectLinesSource<Line> {
  /** The per-quotation call: a quotation item's lines. */
  fetchLines: (quotationId: string) => Promise<Line[]>;
  fetchProjects?: () => Promise<ProjectRef[]>;
  fetchItems?: (projectId: string) => Promise<QuotationRef[]>;
}

export interface LoadOptions<Line = unknown> {
  concurrency?: number;
  onProgress?: (progress: LinesProgress) => void;
  /**
   * Called after every answer once the projects are read, with a way to take what has loaded so far (the
   * rows in their final order, the failures, the projects still loading): the caller decides how often
   * it takes one.
   */
  onPartial?: (snapshot: () => ProjectLinesResult<Line>) => void;
  /** Once aborted, requests still waiting in the pool are not sent. */
  signal?: AbortSignal;
}

function contextOf(project: ProjectRef, item: QuotationRef): LineContext {
  return {
    projectId: project._id,
    projectName: project.projectName,
    projectNumber: project.projectNumber,
    quotationId: item._id,
    quotationDescription: item.description,
    quotationDate: item.date,
    createdAt: item.createdAt,
  };
}

function abortError(): Error {
  const error = new Error('The load was cancelled');
  error.name = 'AbortError';
  return error;
}

const projectIdOf = (part: Part) => (part.kind === 'items' ? part.project._id : part.context.projectId);

/** One run over some parts: one pool, one progress count, rows kept in project and item order. */
function createRun<Line>(source: ProjectLinesSource<Line>, options: LoadOptions<Line>) {
  const pool = createRequestPool(options.concurrency ?? PROJECT_LINES_CONCURRENCY);
  const fetchItems = source.fetchItems ?? fetchQuotationItems;
  const progress: LinesProgress = { done: 0, total: 0 };
  const report = () => options.onProgress?.({ ...progress });
  /** Failed parts with where they sit (part, then item): listed in that order, whatever order they failed in. */
  const failures: { part: FailedPart; at: readonly [number, number] }[] = [];
  const failed = () =>
    [...failures].sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1]).map((failure) => failure.part);
  const itemOrder: Record<string, string[]> = {};
  /** Parts not yet settled, per project. */
  const unsettled = new Map<string, number>();
  let answered = () => {};

  /** `first`: a read that gives rows, sent before reads that only find more to read, so rows show early. */
  const request = <T>(call: () => Promise<T>, first = false): Promise<T> => {
    progress.total += 1;
    return pool(() => (options.signal?.aborted ? Promise.reject(abortError()) : call()), { first }).finally(() => {
      progress.done += 1;
      report();
    });
  };

  /** Reads one item's lines into `slot`. */
  const readLines = (context: LineContext, slot: ProjectLine<Line>[], at: readonly [number, number]): Promise<void> =>
    request(() => source.fetchLines(context.quotationId), true).then(
      (lines) => {
        for (const line of lines) slot.push({ ...line, ...context });
        answered();
      },
      (error: unknown) => {
        failures.push({ part: { kind: 'lines', context, error }, at });
        answered();
      },
    );

  /** Reads a project's items, then queues each item's lines at once; `slots` gets one slot per item. */
  const readItems = (project: ProjectRef, slots: ProjectLine<Line>[][], at: number): Promise<void> =>
    request(() => fetchItems(project._id)).then(
      (items) => {
        itemOrder[project._id] = items.map((item) => item._id);
        const reads = items.map((item, i) => {
          const slot: ProjectLine<Line>[] = [];
          slots.push(slot);
          return readLines(contextOf(project, item), slot, [at, i]);
        });
        report();
        answered();
        return Promise.all(reads).then(() => undefined);
      },
      (error: unknown) => {
        failures.push({ part: { kind: 'items', project, error }, at: [at, -1] });
        answered();
      },
    );

  /**
   * Runs the parts; the answer lists rows in the order of the parts, then of their items. `onAnswer`
   * hears of every answer, with a way to take what has loaded so far.
   */
  const runParts = async (
    parts: readonly Part[],
    onAnswer?: (sofar: () => PartsResult<Line> & { loading: string[] }) => void,
  ): Promise<PartsResult<Line>> => {
    const slots: ProjectLine<Line>[][][] = parts.map(() => []);
    const sofar = () => ({ rows: slots.flat(2), failed: failed(), itemOrder: { ...itemOrder }, loading: [...unsettled.keys()] });
    if (onAnswer) answered = () => onAnswer(sofar);
    const reads = parts.map((part, i) => {
      const projectId = projectIdOf(part);
      unsettled.set(projectId, (unsettled.get(projectId) ?? 0) + 1);
      const read =
        part.kind === 'items'
          ? readItems(part.project, slots[i], i)
          : (() => {
              const slot: ProjectLine<Line>[] = [];
              slots[i].push(slot);
              return readLines(part.context, slot, [i, 0]);
            })();
      return read.then(() => {
        const left = (unsettled.get(projectId) ?? 1) - 1;
        if (left > 0) unsettled.set(projectId, left);
        else unsettled.delete(projectId);
        answered();
      });
    });
    report();
    await Promise.all(reads);
    if (options.signal?.aborted) throw abortError();
    return { rows: slots.flat(2), failed: failed(), itemOrder };
  };

  return { request, runParts, report };
}

/** The whole join. Rejects only when the projects cannot be read. */
export async function loadProjectLines<Line>(source: ProjectLinesSource<Line>, options: LoadOptions<Line> = {}): Promise<ProjectLinesResult<Line>> {
  const run = createRun(source, options);
  const readProjects = source.fetchProjects ?? fetchProjects;
  const promise = run.request(readProjects);
  run.report();
  const projects = await promise;
  const { onPartial } = options;
  const result = await run.runParts(
    projects.map((project) => ({ kind: 'items', project })),
    onPartial && ((sofar) => onPartial(() => ({ ...sofar(), projects, complete: false }))),
  );
  return { ...result, projects, complete: true, loading: [] };
}

/** Re-runs only the given failed parts; what they load now, and which of them failed again. */
export function retryProjectLines<Line>(
  failed: readonly FailedPart[],
  source: ProjectLinesSource<Line>,
  options: LoadOptions<Line> = {},
): Promise<PartsResult<Line>> {
  return createRun(source, options).runParts(failed.map(({ error: _error, ...part }) => part as Part));
}

/** Rows in the order a whole load gives them: by project, then by the item order each project was read in. */
export function inReadOrder<Row extends Pick<LineContext, 'quotationId'>>(
  rows: readonly Row[],
  projects: readonly ProjectRef[],
  itemOrder: Readonly<Record<string, readonly string[]>>,
): Row[] {
  const position = new Map<string, number>();
  for (const project of projects) for (const id of itemOrder[project._id] ?? []) position.set(id, position.size);
  const last = Number.MAX_SAFE_INTEGER;
  return [...rows].sort((a, b) => (position.get(a.quotationId) ?? last) - (position.get(b.quotationId) ?? last));
}

/** The projects some of whose lines failed to load. */
export function projectsWithFailedParts(failed: readonly FailedPart[]): Set<string> {
  return new Set(failed.map((part) => (part.kind === 'items' ? part.project._id : part.context.projectId)));
}

/** How a failed part is named to the user: the project whose items failed, or the item (with its project). */
export function failedPartLabel(part: FailedPart): string {
  return part.kind === 'items' ? part.project.projectName : `${part.context.quotationDescription} (${part.context.projectName})`;
}

// ---- In the query cache ----------------------------------------------------------------------------

/**
 * The joined lines live in TanStack Query under `projectLinesKeys.of(name)`: ending the session clears
 * them with every other server answer, and a revisit within PROJECT_LINES_STALE_MS shows them at once.
 * The projects and each project's quotation items are read through their own queries (the keys the rest
 * of the app uses), so a second join within that time reads only its lines.
 */

/**
 * Load progress per loader name, outside React: the loader reports every answer, the screen hears of it
 * at most every PROJECT_LINES_PROGRESS_MS, so a load of a thousand requests re-renders a few dozen times.
 */
const progressStore = (() => {
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
})();

type RowChange = (row: never) => unknown;

/**
 * Row changes (a status changed on the screen) made while a load or a retry of `name` runs. Each later
 * publish of that load (what has loaded so far, then the whole result) applies them in order, so an answer
 * read before the change cannot put the old status back. Forgotten once no load of `name` runs.
 */
const changesWhileLoading = (() => {
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
})();

/** The projects and quotation items read through their own queries: fresh ones are not read again. */
function cachedSource<Line>(client: QueryClient, fetchLines: (quotationId: string) => Promise<Line[]>): ProjectLinesSource<Line> {
  // The join has its own Retry of the failed parts: no second attempt of each read.
  const shared = { staleTime: PROJECT_LINES_STALE_MS, retry: false } as const;
  return {
    fetchLines,
    fetchProjects: () => client.fetchQuery({ queryKey: projectKeys.list(), queryFn: () => fetchProjects(), ...shared }),
    fetchItems: (projectId) => client.fetchQuery({ queryKey: quotationKeys.list(projectId), queryFn: () => fetchQuotationItems(projectId), ...shared }),
  };
}

/** How long after a publish of `rows` rows the next one waits: longer as the list to redraw grows. */
export function publishIntervalMs(rows: number): number {
  return Math.min(PROJECT_LINES_PUBLISH_MAX_MS, PROJECT_LINES_PROGRESS_MS + rows / PROJECT_LINES_ROWS_PER_MS);
}

/**
 * Puts what a first load has read so far in the cache, the first answers at once, then at most every
 * `publishIntervalMs` of the rows last put there. A finished result already shown (a re-read after the lines went stale, or one restored
 * from the browser) stays until the new one is whole.
 */
function partialPublisher<Line>(client: QueryClient, name: string) {
  const queryKey = projectLinesKeys.of(name);
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
    client.setQueryData<ProjectLinesResult<Line>>(queryKey, { ...sofar, rows: changesWhileLoading.apply(name, sofar.rows) });
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

/** The query that loads the joined lines of `name`: the same for the screen's hook and a prefetch. */
function projectLinesQuery<Line>(name: string, fetchLines: (quotationId: string) => Promise<Line[]>) {
  return {
    queryKey: projectLinesKeys.of(name) as QueryKey,
    queryFn: async ({ signal, client }: QueryFunctionContext): Promise<ProjectLinesResult<Line>> => {
      const partial = partialPublisher<Line>(client, name);
      changesWhileLoading.begin(name);
      try {
        const result = await loadProjectLines(cachedSource(client, fetchLines), {
          signal,
          onProgress: (progress) => progressStore.set(name, progress),
          onPartial: partial.offer,
        });
        return { ...result, rows: changesWhileLoading.apply(name, result.rows), readAt: Date.now() };
      } finally {
        partial.stop();
        progressStore.set(name, null, true);
        changesWhileLoading.end(name);
      }
    },
    staleTime: PROJECT_LINES_STALE_MS,
  };
}

/**
 * Starts loading the joined lines before their screen renders (when its route is opened); the screen's
 * hook then joins the load under way. Nothing happens while fresh lines are cached.
 */
export function prefetchProjectLines<Line>(queryClient: QueryClient, name: string, fetchLines: (quotationId: string) => Promise<Line[]>): void {
  void queryClient.prefetchQuery(projectLinesQuery(name, fetchLines));
}

/**
 * How far the load of `name`'s lines has got, or null when none is under way. A hook of its own, for the
 * one component that shows it: a tick then redraws the progress bar, not the screen.
 */
export function useProjectLinesProgress(name: string): LinesProgress | null {
  return useSyncExternalStore(progressStore.subscribe, () => progressStore.get(name));
}

/** A failed part as the list's error names it: what is missing, and why. */
export interface MissingPart {
  label: string;
  error: unknown;
}

export interface ProjectLinesState<Line> {
  /** What has loaded: all of it once `complete`, else the rows arrived so far, in their final order. */
  rows: readonly ProjectLine<Line>[];
  failed: readonly FailedPart[];
  /** The failed parts, named, with their errors. */
  missing: readonly MissingPart[];
  /** Every project read, those without lines included. */
  projects: readonly ProjectRef[];
  /** The first load, before anything is known. */
  isPending: boolean;
  /** Every request of the load shown has answered (some parts may have failed). */
  complete: boolean;
  /** Ids of the projects whose lines are still coming. */
  loadingProjects: readonly string[];
  /** A finished result is shown while a newer one loads in the background. */
  updating: boolean;
  /** When the finished result shown was read (ms since 1970); 0 while none is shown. */
  dataAt: number;
  /** The projects could not be read. */
  error: unknown;
  refetch: () => void;
  refetching: boolean;
  /** Reads the failed parts again (once the load has finished). */
  retryFailed: () => void;
  retrying: boolean;
  /**
   * Changes rows in the cache (an optimistic status change); returns nothing. A load under way applies
   * the change to everything it publishes after it, so its older answers cannot undo it.
   */
  updateRows: (change: (row: ProjectLine<Line>) => ProjectLine<Line>) => void;
}

const EMPTY: readonly never[] = [];

/**
 * The joined lines of `name` ('labour', 'materials'), read with the given per-quotation call. With
 * `enabled: false` nothing is read (a cached result is still given): a screen can run two joins one after
 * the other.
 */
export function useProjectLines<Line>(
  name: string,
  fetchLines: (quotationId: string) => Promise<Line[]>,
  { enabled = true }: { enabled?: boolean } = {},
): ProjectLinesState<Line> {
  const queryClient = useQueryClient();
  const query = useQuery({ ...projectLinesQuery(name, fetchLines), refetchOnWindowFocus: false, enabled });

  const retry = useMutation({
    onMutate: () => changesWhileLoading.begin(name),
    mutationFn: (failed: readonly FailedPart[]) => retryProjectLines(failed, cachedSource(queryClient, fetchLines)),
    onSuccess: (result, retried) =>
      queryClient.setQueryData<ProjectLinesResult<Line>>(projectLinesKeys.of(name), (old) => {
        // A newer load has replaced the result these parts failed in: it has read them again itself.
        if (!old || !retried.every((part) => old.failed.includes(part))) return old;
        const itemOrder = { ...old.itemOrder, ...result.itemOrder };
        return {
          ...old,
          rows: inReadOrder([...old.rows, ...changesWhileLoading.apply(name, result.rows)], old.projects, itemOrder),
          failed: [...old.failed.filter((part) => !retried.includes(part)), ...result.failed],
          itemOrder,
        };
      }),
    onSettled: () => changesWhileLoading.end(name),
  });

  const data = query.data;
  const complete = data?.complete === true;
  const updateRows = useCallback(
    (change: (row: ProjectLine<Line>) => ProjectLine<Line>) => {
      queryClient.setQueryData<ProjectLinesResult<Line>>(projectLinesKeys.of(name), (old) => (old ? { ...old, rows: old.rows.map(change) } : old));
      changesWhileLoading.record(name, change as RowChange);
    },
    [queryClient, name],
  );
  const failed = data?.failed ?? EMPTY;
  const missing = useMemo(() => failed.map((part) => ({ label: failedPartLabel(part), error: part.error })), [failed]);

  return {
    rows: data?.rows ?? EMPTY,
    failed,
    missing,
    projects: data?.projects ?? EMPTY,
    isPending: query.isPending,
    complete,
    loadingProjects: data?.loading ?? EMPTY,
    updating: complete && query.isFetching,
    dataAt: complete ? (data?.readAt ?? query.dataUpdatedAt) : 0,
    error: query.error,
    refetch: () => void query.refetch(),
    refetching: query.isFetching,
    retryFailed: () => {
      if (data && complete && data.failed.length > 0 && !retry.isPending) retry.mutate(data.failed);
    },
    retrying: retry.isPending,
    updateRows,
  };
}
