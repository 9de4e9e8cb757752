/**
 * Several project-lines joins read side by side for one screen (Project Costs reads the wages and the
 * material lines), seen as one load by the list: pending while any is, complete when all are, its failed
 * parts all of theirs, Retry retrying each, and 'Data as of' the older of their times.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { projectsWithFailedParts } from './projectLinesLoader';
import type { ProjectLinesState } from './projectLines';
import { quotationKeys, type QuotationItem } from './quotations';

/** What combining needs of a join: all of its state but the row edits. */
type AnyLines = Omit<ProjectLinesState<unknown>, 'updateRows' | 'rows'>;

export interface CombinedLinesLoad {
  isPending: boolean;
  error: unknown;
  refetch: () => void;
  refetching: boolean;
  failed: AnyLines['failed'];
  missing: AnyLines['missing'];
  retryFailed: () => void;
  retrying: boolean;
  complete: boolean;
  updating: boolean;
  dataAt: number;
  nothingLoaded: boolean;
  waitsForConnection: boolean;
  /** Projects whose lines are still coming in any of the joins. */
  loadingProjects: ReadonlySet<string>;
  /** Projects some of whose lines failed in any of the joins. */
  failedProjects: ReadonlySet<string>;
}

/** The joins as one load. */
export function combineLineLoads(loads: readonly AnyLines[]): CombinedLinesLoad {
  const failed = loads.flatMap((load) => load.failed);
  const every = (test: (load: AnyLines) => boolean) => loads.every(test);
  const some = (test: (load: AnyLines) => boolean) => loads.some(test);
  return {
    isPending: some((load) => load.isPending),
    error: loads.find((load) => load.error)?.error ?? null,
    refetch: () => loads.forEach((load) => load.refetch()),
    refetching: some((load) => load.refetching),
    failed,
    missing: loads.flatMap((load) => load.missing),
    retryFailed: () => loads.forEach((load) => load.retryFailed()),
    retrying: some((load) => load.retrying),
    complete: every((load) => load.complete),
    updating: some((load) => load.updating),
    dataAt: every((load) => load.dataAt > 0) ? Math.min(...loads.map((load) => load.dataAt)) : 0,
    nothingLoaded: every((load) => load.nothingLoaded),
    waitsForConnection: some((load) => load.waitsForConnection),
    loadingProjects: new Set(loads.flatMap((load) => load.loadingProjects)),
    failedProjects: projectsWithFailedParts(failed),
  };
}

/** How often the screen hears that more quotation item lists are in the cache (they arrive one per project). */
const ITEM_LISTS_BATCH_MS = 200;

/** A project's quotation items as the query cache holds them now (undefined before its list is read). */
export type QuotationItemsReader = (projectId: string) => QuotationItem[] | undefined;

/**
 * Reads each project's quotation items from the query cache (the joins read them through it). The reader is
 * a new function whenever more item lists have arrived, at most every ITEM_LISTS_BATCH_MS, so what is worked
 * out from it (a memo that lists it) is worked out again then.
 */
export function useQuotationItemsReader(): QuotationItemsReader {
  const client = useQueryClient();
  const store = useMemo(() => {
    const readerOf = (): QuotationItemsReader => (projectId) => client.getQueryData<QuotationItem[]>(quotationKeys.list(projectId));
    let reader = readerOf();
    return {
      subscribe(onChange: () => void) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const unsubscribe = client.getQueryCache().subscribe((event) => {
          if (event.type !== 'updated' || event.query.queryKey[0] !== quotationKeys.all[0]) return;
          timer ??= setTimeout(() => {
            timer = undefined;
            reader = readerOf();
            onChange();
          }, ITEM_LISTS_BATCH_MS);
        });
        return () => {
          clearTimeout(timer);
          unsubscribe();
        };
      },
      get: () => reader,
    };
  }, [client]);
  return useSyncExternalStore(store.subscribe, store.get);
}
