import type { ListLoadError } from './listTypes';

/** What a list read in parts knows of its failures (the project-lines loader's state). */
export interface PartialLoad {
  /** The whole read failed. */
  error: unknown;
  refetch: () => void;
  refetching: boolean;
  /** Parts that failed while the rest loaded. */
  failed: readonly unknown[];
  retryFailed: () => void;
  retrying: boolean;
}

/**
 * The list's load error: the whole read failing (Retry reads it all again), or some parts failing
 * (Retry reads those parts only); null when all is loaded.
 */
export function partialLoadError(
  load: PartialLoad,
  texts: { title?: string; failed: (error: unknown) => string; partsFailed: (parts: number) => string },
): ListLoadError | null {
  if (load.error) return { title: texts.title, message: texts.failed(load.error), onRetry: load.refetch, retrying: load.refetching };
  if (load.failed.length > 0) return { message: texts.partsFailed(load.failed.length), onRetry: load.retryFailed, retrying: load.retrying };
  return null;
}
