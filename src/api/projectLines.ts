/**
 * The project-lines join, written once: every project, then each project's quotation items, then each
 * item's lines (labour work entries for the salary screen, material lines for purchasing), each line
 * joined with its project and quotation context.
 *
 * Every request goes through one pool of PROJECT_LINES_CONCURRENCY: never one by one, never all at once.
 * An item's lines are queued as soon as its project's items arrive. The loader reports progress (requests
 * done of requests known; the known total grows as items arrive) and keeps what loaded when some parts
 * fail; `retryProjectLines` re-runs only the failed parts. Only a failed projects read fails the load.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { PROJECT_LINES_CONCURRENCY, PROJECT_LINES_PROGRESS_MS, PROJECT_LINES_STALE_MS } from '@/config/constants';
import { createRequestPool } from '@/lib/requestPool';
import { fetchProjects } from './projects';
import { fetchQuotationItems } from './quotations';

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

/** A part that failed to load: a project's quotation items (and so all their lines), or one item's lines. */
export type FailedPart = { kind: 'items'; project: ProjectRef } | { kind: 'lines'; context: LineContext };

export interface LinesProgress {
  /** Requests answered, successfully or not. */
  done: number;
  /** Requests known so far: grows as each project's items arrive. */
  total: number;
}

export interface ProjectLinesResult<Line> {
  rows: ProjectLine<Line>[];
  failed: FailedPart[];
  /** Every project read, those without lines included. */
  projects: ProjectRef[];
}

/** What a run over some parts gives: their rows and the parts that failed. */
export type PartsResult<Line> = Omit<ProjectLinesResult<Line>, 'projects'>;

export interface ProjectLinesSource<Line> {
  /** The per-quotation call: a quotation item's lines. */
  fetchLines: (quotationId: string) => Promise<Line[]>;
  fetchProjects?: () => Promise<ProjectRef[]>;
  fetchItems?: (projectId: string) => Promise<QuotationRef[]>;
}

export interface LoadOptions {
  concurrency?: number;
  onProgress?: (progress: LinesProgress) => void;
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

/** One run over some parts: one pool, one progress count, rows kept in project and item order. */
function createRun<Line>(source: ProjectLinesSource<Line>, options: LoadOptions) {
  const pool = createRequestPool(options.concurrency ?? PROJECT_LINES_CONCURRENCY);
  const fetchItems = source.fetchItems ?? fetchQuotationItems;
  const progress: LinesProgress = { done: 0, total: 0 };
  const report = () => options.onProgress?.({ ...progress });
  const failed: FailedPart[] = [];

  const request = <T>(call: () => Promise<T>): Promise<T> => {
    progress.total += 1;
    return pool(() => (options.signal?.aborted ? Promise.reject(abortError()) : call())).finally(() => {
      progress.done += 1;
      report();
    });
  };

  /** Reads one item's lines into `slot`. */
  const readLines = (context: LineContext, slot: ProjectLine<Line>[]): Promise<void> =>
    request(() => source.fetchLines(context.quotationId)).then(
      (lines) => {
        for (const line of lines) slot.push({ ...line, ...context });
      },
      () => void failed.push({ kind: 'lines', context }),
    );

  /** Reads a project's items, then queues each item's lines at once; `slots` gets one slot per item. */
  const readItems = (project: ProjectRef, slots: ProjectLine<Line>[][]): Promise<void> =>
    request(() => fetchItems(project._id)).then(
      (items) => {
        const reads = items.map((item) => {
          const slot: ProjectLine<Line>[] = [];
          slots.push(slot);
          return readLines(contextOf(project, item), slot);
        });
        report();
        return Promise.all(reads).then(() => undefined);
      },
      () => void failed.push({ kind: 'items', project }),
    );

  /** Runs the parts; the answer lists rows in the order of the parts, then of their items. */
  const runParts = async (parts: readonly FailedPart[]): Promise<PartsResult<Line>> => {
    const slots: ProjectLine<Line>[][][] = parts.map(() => []);
    const reads = parts.map((part, i) => {
      if (part.kind === 'items') return readItems(part.project, slots[i]);
      const slot: ProjectLine<Line>[] = [];
      slots[i].push(slot);
      return readLines(part.context, slot);
    });
    report();
    await Promise.all(reads);
    if (options.signal?.aborted) throw abortError();
    return { rows: slots.flat(2), failed };
  };

  return { request, runParts, report };
}

/** The whole join. Rejects only when the projects cannot be read. */
export async function loadProjectLines<Line>(source: ProjectLinesSource<Line>, options: LoadOptions = {}): Promise<ProjectLinesResult<Line>> {
  const run = createRun(source, options);
  const readProjects = source.fetchProjects ?? fetchProjects;
  const promise = run.request(readProjects);
  run.report();
  const projects = await promise;
  return { ...(await run.runParts(projects.map((project) => ({ kind: 'items', project })))), projects };
}

/** Re-runs only the given failed parts; what they load now, and which of them failed again. */
export function retryProjectLines<Line>(
  failed: readonly FailedPart[],
  source: ProjectLinesSource<Line>,
  options: LoadOptions = {},
): Promise<PartsResult<Line>> {
  return createRun(source, options).runParts(failed);
}

// ---- In the query cache ----------------------------------------------------------------------------

/**
 * The joined lines live in TanStack Query under `projectLinesKeys.of(name)`: ending the session clears
 * them with every other server answer, and a revisit within PROJECT_LINES_STALE_MS shows them at once.
 */
export const projectLinesKeys = {
  all: ['projectLines'] as const,
  of: (name: string) => ['projectLines', name] as const,
};

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

export interface ProjectLinesState<Line> {
  rows: readonly ProjectLine<Line>[];
  failed: readonly FailedPart[];
  /** Every project read, those without lines included. */
  projects: readonly ProjectRef[];
  /** The first load, before anything is known. */
  isPending: boolean;
  /** The projects could not be read. */
  error: unknown;
  refetch: () => void;
  refetching: boolean;
  retryFailed: () => void;
  retrying: boolean;
  /** Changes rows in the cache (an optimistic status change); returns nothing. */
  updateRows: (change: (row: ProjectLine<Line>) => ProjectLine<Line>) => void;
  /**
   * Stops a load under way (a re-read after the lines went stale), so that its older answer cannot
   * overwrite a change made now; undefined when nothing is loading.
   */
  cancelLoad: () => Promise<void> | undefined;
}

const EMPTY: readonly never[] = [];

/** The query that loads the joined lines of `name`: the same for the screen's hook and a prefetch. */
function projectLinesQuery<Line>(name: string, fetchLines: (quotationId: string) => Promise<Line[]>) {
  return {
    queryKey: projectLinesKeys.of(name) as QueryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ProjectLinesResult<Line>> => {
      try {
        return await loadProjectLines({ fetchLines }, { signal, onProgress: (progress) => progressStore.set(name, progress) });
      } finally {
        progressStore.set(name, null, true);
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

/** The joined lines of `name` ('labour', 'materials'), read with the given per-quotation call. */
export function useProjectLines<Line>(name: string, fetchLines: (quotationId: string) => Promise<Line[]>): ProjectLinesState<Line> {
  const queryClient = useQueryClient();
  const queryKey: QueryKey = projectLinesKeys.of(name);
  const query = useQuery({ ...projectLinesQuery(name, fetchLines), refetchOnWindowFocus: false });

  const retry = useMutation({
    mutationFn: (failed: readonly FailedPart[]) => retryProjectLines(failed, { fetchLines }),
    onSuccess: (result, retried) =>
      queryClient.setQueryData<ProjectLinesResult<Line>>(queryKey, (old) =>
        old ? { ...old, rows: [...old.rows, ...result.rows], failed: [...old.failed.filter((part) => !retried.includes(part)), ...result.failed] } : old,
      ),
  });

  const data = query.data;
  const updateRows = useCallback(
    (change: (row: ProjectLine<Line>) => ProjectLine<Line>) =>
      void queryClient.setQueryData<ProjectLinesResult<Line>>(projectLinesKeys.of(name), (old) => (old ? { ...old, rows: old.rows.map(change) } : old)),
    [queryClient, name],
  );
  const cancelLoad = useCallback(() => {
    const key = projectLinesKeys.of(name);
    return queryClient.isFetching({ queryKey: key }) > 0 ? queryClient.cancelQueries({ queryKey: key }) : undefined;
  }, [queryClient, name]);

  return {
    rows: data?.rows ?? EMPTY,
    failed: data?.failed ?? EMPTY,
    projects: data?.projects ?? EMPTY,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
    refetching: query.isFetching,
    retryFailed: () => {
      if (data && data.failed.length > 0 && !retry.isPending) retry.mutate(data.failed);
    },
    retrying: retry.isPending,
    updateRows,
    cancelLoad,
  };
}
