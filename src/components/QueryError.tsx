import { ErrorBanner } from './ErrorBanner';

/** What a read's failure needs of a TanStack query: whether it failed, why, and how to try again. */
export interface ReadState {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The words for a part of a screen whose read failed, where the spec gives none of its own (ruling 36). */
export const notLoadedText = (what: string) => `${what} could not be loaded.`;

/** Whether any of these reads failed: a form whose choices or starting values they give must not save. */
export const anyReadFailed = (...reads: readonly (ReadState | undefined)[]) => reads.some((read) => read?.isError);

/**
 * A read's failure in its own part of the screen, with Retry; nothing while the read has not failed.
 * A failed read is never shown as empty data: the part that would show it says so here instead.
 */
export function QueryError({
  query,
  message,
  title,
  retryLabel,
}: {
  query: ReadState;
  /** The screen's own text from the spec's catalogue, fixed or made from the error; else `notLoadedText`. */
  message: string | ((error: unknown) => string);
  title?: string;
  retryLabel?: string;
}) {
  if (!query.isError) return null;
  return (
    <ErrorBanner
      title={title}
      message={typeof message === 'function' ? message(query.error) : message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      retryLabel={retryLabel}
    />
  );
}
