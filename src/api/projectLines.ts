/**
 * The project-lines join in the query cache: the pure loader (`projectLinesLoader.ts`) bound to TanStack
 * Query, with the hooks the screens use. The joined lines live under `projectLinesKeys.of(name)`: ending
 * the session clears them with every other server answer, and a revisit within PROJECT_LINES_STALE_MS
 * shows them at once. The projects and each project's quotation items are read through their own queries
 * (the keys the rest of the app uses), so a second join within that time reads only its lines. Progress
 * and the row changes made during a load are kept per query client (`projectLinesStores.ts`).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { PROJECT_LINES_STALE_MS } from '@/config/constants';
import { projectLinesKeys } from './projectLinesKeys';
import {
  failedPartLabel,
  inReadOrder,
  loadProjectLines,
  retryProjectLines,
  type FailedPart,
  type LinesProgress,
  type ProjectLine,
  type ProjectLinesResult,
  type ProjectLinesSource,
  type ProjectRef,
} from './projectLinesLoader';
import { linesStoresOf, partialPublisher, type RowChange } from './projectLinesStores';
import { fetchProjects, projectKeys } from './projects';
import { fetchQuotationItems, quotationKeys } from './quotations';
import { readWaitsForConnection } from '@/lib/readState';

export { projectLinesKeys };
export type { FailedPart, LineContext, LinesProgress, ProjectLine, ProjectRef } from './projectLinesLoader';

/** The projects and quotation items read through their own queries: fresh ones are not read again. */
function cachedSource<Line>(client: QueryClient, fetchLines: ProjectLinesSource<Line>['fetchLines']): ProjectLinesSource<Line> {
  // The join has its own Retry of the failed parts: no second attempt of each read.
  const shared = { staleTime: PROJECT_LINES_STALE_MS, retry: false } as const;
  return {
    fetchLines,
    fetchProjects: () => client.fetchQuery({ queryKey: projectKeys.list(), queryFn: () => fetchProjects(), ...shared }),
    fetchItems: (projectId) => client.fetchQuery({ queryKey: quotationKeys.list(projectId), queryFn: () => fetchQuotationItems(projectId), ...shared }),
  };
}

/** The query that loads the joined lines of `name`: the same for the screen's hook and a prefetch. */
function projectLinesQuery<Line>(name: string, fetchLines: ProjectLinesSource<Line>['fetchLines']) {
  return {
    queryKey: projectLinesKeys.of(name) as QueryKey,
    queryFn: async ({ signal, client }: QueryFunctionContext): Promise<ProjectLinesResult<Line>> => {
      const { progress, changes } = linesStoresOf(client);
      const partial = partialPublisher<Line>(client, name);
      changes.begin(name);
      try {
        const result = await loadProjectLines(cachedSource(client, fetchLines), {
          signal,
          onProgress: (counts) => progress.set(name, counts),
          onPartial: partial.offer,
        });
        return { ...result, rows: changes.apply(name, result.rows), readAt: Date.now() };
      } finally {
        partial.stop();
        progress.set(name, null, true);
        changes.end(name);
      }
    },
    staleTime: PROJECT_LINES_STALE_MS,
  };
}

/**
 * Starts loading the joined lines before their screen renders (when its route is opened); the screen's
 * hook then joins the load under way. Nothing happens while fresh lines are cached.
 */
export function prefetchProjectLines<Line>(queryClient: QueryClient, name: string, fetchLines: ProjectLinesSource<Line>['fetchLines']): void {
  void queryClient.prefetchQuery(projectLinesQuery(name, fetchLines));
}

/**
 * How far the load of `name`'s lines has got, or null when none is under way. A hook of its own, for the
 * one component that shows it: a tick then redraws the progress bar, not the screen.
 */
export function useProjectLinesProgress(name: string): LinesProgress | null {
  const { progress } = linesStoresOf(useQueryClient());
  return useSyncExternalStore(progress.subscribe, () => progress.get(name));
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
  /**
   * The load finished, some parts failed and not one line was read: not a result (no figures, no 'Data
   * as of'); the list shows the load's error with Retry instead.
   */
  nothingLoaded: boolean;
  /** The first load waits for a connection the device does not have (offline, nothing kept). */
  waitsForConnection: boolean;
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
  fetchLines: ProjectLinesSource<Line>['fetchLines'],
  { enabled = true }: { enabled?: boolean } = {},
): ProjectLinesState<Line> {
  const queryClient = useQueryClient();
  const { changes } = linesStoresOf(queryClient);
  const query = useQuery({ ...projectLinesQuery(name, fetchLines), refetchOnWindowFocus: false, enabled });

  const retry = useMutation({
    onMutate: () => changes.begin(name),
    mutationFn: (failed: readonly FailedPart[]) => retryProjectLines(failed, cachedSource(queryClient, fetchLines)),
    onSuccess: (result, retried) =>
      queryClient.setQueryData<ProjectLinesResult<Line>>(projectLinesKeys.of(name), (old) => {
        // A newer load has replaced the result these parts failed in: it has read them again itself.
        if (!old || !retried.every((part) => old.failed.includes(part))) return old;
        const itemOrder = { ...old.itemOrder, ...result.itemOrder };
        return {
          ...old,
          rows: inReadOrder([...old.rows, ...changes.apply(name, result.rows)], old.projects, itemOrder),
          failed: [...old.failed.filter((part) => !retried.includes(part)), ...result.failed],
          itemOrder,
        };
      }),
    onSettled: () => changes.end(name),
  });

  const data = query.data;
  const complete = data?.complete === true;
  const updateRows = useCallback(
    (change: (row: ProjectLine<Line>) => ProjectLine<Line>) => {
      queryClient.setQueryData<ProjectLinesResult<Line>>(projectLinesKeys.of(name), (old) => (old ? { ...old, rows: old.rows.map(change) } : old));
      changes.record(name, change as RowChange);
    },
    [queryClient, changes, name],
  );
  const failed = data?.failed ?? EMPTY;
  const rows = data?.rows ?? EMPTY;
  const nothingLoaded = complete && failed.length > 0 && rows.length === 0;
  const missing = useMemo(() => failed.map((part) => ({ label: failedPartLabel(part), error: part.error })), [failed]);

  return {
    rows,
    failed,
    missing,
    projects: data?.projects ?? EMPTY,
    isPending: query.isPending,
    complete,
    loadingProjects: data?.loading ?? EMPTY,
    updating: complete && query.isFetching,
    dataAt: complete && !nothingLoaded ? (data?.readAt ?? query.dataUpdatedAt) : 0,
    nothingLoaded,
    waitsForConnection: readWaitsForConnection(query),
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
