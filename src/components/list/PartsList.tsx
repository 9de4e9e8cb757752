import type { ListLoadError } from './listTypes';
import { DataList, type DataListProps, type LoadingProgress } from './DataList';

/** What a list read in parts knows of its load (the project-lines loader's state). */
export interface PartialLoad {
  /** The first load, before anything is known. */
  isPending: boolean;
  /** The whole read failed. */
  error: unknown;
  refetch: () => void;
  refetching: boolean;
  /** Parts that failed while the rest loaded. */
  failed: readonly unknown[];
  retryFailed: () => void;
  retrying: boolean;
}

/** The screen's words for a failed load: the whole read (`failed`, from the error) or some parts. */
export interface PartialLoadTexts {
  title?: string;
  failed: (error: unknown) => string;
  partsFailed: (parts: number) => string;
}

/**
 * The list's load error: the whole read failing (Retry reads it all again), or some parts failing
 * (Retry reads those parts only); null when all is loaded.
 */
export function partialLoadError(load: Omit<PartialLoad, 'isPending'>, texts: PartialLoadTexts): ListLoadError | null {
  if (load.error) return { title: texts.title, message: texts.failed(load.error), onRetry: load.refetch, retrying: load.refetching };
  if (load.failed.length > 0) return { message: texts.partsFailed(load.failed.length), onRetry: load.retryFailed, retrying: load.retrying };
  return null;
}

/**
 * A progress bar's hook from a load's counts: its fill and the screen's words ('Loading labour records:
 * 120 of 1,101 requests'); none until the first count is known.
 */
export function loadingProgressOf(
  useCounts: () => { done: number; total: number } | null,
  text: (done: number, total: number) => string,
): () => LoadingProgress | null {
  return function useLoadingProgress() {
    const counts = useCounts();
    return counts && counts.total > 0 ? { value: (counts.done / counts.total) * 100, text: text(counts.done, counts.total) } : null;
  };
}

export interface PartsListProps<Row> extends Omit<DataListProps<Row>, 'loading' | 'error'> {
  load: PartialLoad;
  loadError: PartialLoadTexts;
}

/**
 * The list binding for a list read in parts (every project's lines, one request per quotation item): a
 * `DataList` whose loading and load error, whole or in parts, follow from the load.
 */
export function PartsList<Row>({ load, loadError, ...list }: PartsListProps<Row>) {
  return <DataList {...list} loading={load.isPending && !load.error} error={partialLoadError(load, loadError)} />;
}
