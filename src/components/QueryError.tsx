import { readWaitsForConnection } from '@/lib/readState';
import { ErrorBanner } from './ErrorBanner';

/**
 * What a read's failure needs of a TanStack query: whether it failed, why, and how to try again; and
 * whether its first read waits for a connection (TanStack pauses a read while the device is offline).
 */
export interface ReadState {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
  isPending?: boolean;
  fetchStatus?: 'fetching' | 'paused' | 'idle';
}

/** The words for a part of a screen whose read failed, where the spec gives none of its own (ruling 36). */
export const notLoadedText = (what: string) => `${what} could not be loaded.`;

/** The words for a part of a screen with nothing kept on the device, read for the first time while offline. */
export const NEEDS_CONNECTION_TEXT = 'Not loaded: this needs a connection.';
export const needsConnectionText = (what: string) => `${what} could not be loaded: this needs a connection.`;

// A read waiting offline for its first answer would otherwise look like a read still loading or, where its
// data defaults to empty, like nothing.
export { readWaitsForConnection };

/** Whether a read gives nothing to use: it failed, or it waits for a connection the device does not have. */
export const readMissing = (read: ReadState) => read.isError || readWaitsForConnection(read);

/** Whether any of these reads gives nothing: a form whose choices or starting values they give must not save. */
export const anyReadFailed = (...reads: readonly (ReadState | undefined)[]) => reads.some((read) => read !== undefined && readMissing(read));

/**
 * What the part says: `what` it reads ('Vendors'), for '{What} could not be loaded.' and, offline,
 * '{What} could not be loaded: this needs a connection.'; and the screen's own failure text from the
 * spec's catalogue where it has one (fixed, or made from the error).
 */
type QueryErrorWords = { what: string; message?: string | ((error: unknown) => string) } | { what?: undefined; message: string | ((error: unknown) => string) };

/**
 * A read's failure in its own part of the screen, with Retry; nothing while the read has not failed.
 * A failed read is never shown as empty data: the part that would show it says so here instead. A first
 * read waiting for a connection says that it needs one, in the same place.
 */
export function QueryError({
  query,
  what,
  message = what === undefined ? '' : notLoadedText(what),
  title,
  retryLabel,
}: {
  query: ReadState;
  title?: string;
  retryLabel?: string;
} & QueryErrorWords) {
  if (readWaitsForConnection(query)) {
    return <ErrorBanner message={what === undefined ? NEEDS_CONNECTION_TEXT : needsConnectionText(what)} onRetry={() => void query.refetch()} retrying={false} retryLabel={retryLabel} />;
  }
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
