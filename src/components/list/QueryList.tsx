import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { readWaitsForConnection } from '../QueryError';
import { DataList, type DataListProps } from './DataList';
import type { ListSearch } from './useListSearch';

/** What a list binding reads of a TanStack list query. */
export interface ListQuery<Row> {
  data?: readonly Row[];
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  /** 'paused': the read waits for a connection (TanStack's offline pause). */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  error: unknown;
  refetch: () => unknown;
}

/** The empty state in words: the hint changes while a search or filter narrows the list, and the action goes. */
export interface EmptyTexts {
  title: string;
  hint?: string;
  /** The title while the list is narrowed ('No purchases match your search'); the same title without it. */
  filteredTitle?: string;
  /** The hint while the list is narrowed ('Try adjusting your search'); the title alone without it. */
  filteredHint?: string;
  /** A button under the hint ('Add First Item'), left out while the list is narrowed. */
  action?: ReactNode;
}

export interface QueryListProps<Row> extends Omit<DataListProps<Row>, 'rows' | 'loading' | 'error' | 'count' | 'empty' | 'search'> {
  query: ListQuery<Row>;
  /** The list's search (`useListSearch` over the query's rows): its box, its rows, and whether it narrows the list. */
  search?: ListSearch<Row>;
  /** The rows shown: the query's rows narrowed by the screen's filters; the search's rows, else all of them, by default. */
  rows?: readonly Row[];
  /** A filter narrows the list now (a search says so itself). */
  filtered?: boolean;
  /** The count line's noun ('vendor' → '4 vendors', 'Showing 1 of 4 vendors'); no count line without it. */
  noun?: string;
  /** The failed load's text from the screen's catalogue, fixed or made from the error. */
  loadError: string | ((error: unknown) => string);
  /** A heading over it ('Connection Error'). */
  loadErrorTitle?: string;
  empty: EmptyTexts | ReactNode;
}

const NO_ROWS: readonly never[] = [];

/** A list never read on this device, opened offline: not empty, not loading, but waiting (ruling 36). */
export const LIST_NEEDS_CONNECTION_TEXT = 'Not loaded: this list needs a connection.';

/** The rows a list query holds now; none after a failed load when the screen's spec empties the list then. */
export function queryRows<Row>(query: ListQuery<Row>, { emptyOnError = false }: { emptyOnError?: boolean } = {}): readonly Row[] {
  if (emptyOnError && query.isError) return NO_ROWS;
  return query.data ?? NO_ROWS;
}

function isEmptyTexts(empty: EmptyTexts | ReactNode): empty is EmptyTexts {
  return typeof empty === 'object' && empty !== null && 'title' in empty && typeof (empty as EmptyTexts).title === 'string';
}

/**
 * The one list binding: a `DataList` fed by its query. Loading, the load error with Retry, the count
 * and the empty state all come from the query; the screen gives its columns, nouns and texts.
 */
export function QueryList<Row>({ query, search, rows, filtered: filteredBy = false, noun, loadError, loadErrorTitle, empty, ...list }: QueryListProps<Row>) {
  const shown = rows ?? search?.rows ?? query.data ?? NO_ROWS;
  const filtered = filteredBy || !!search?.active;
  const emptyState = isEmptyTexts(empty) ? (
    <EmptyState title={(filtered && empty.filteredTitle) || empty.title} hint={filtered ? empty.filteredHint : empty.hint} action={filtered ? undefined : empty.action} />
  ) : (
    empty
  );
  const waitsForConnection = readWaitsForConnection(query);
  return (
    <DataList
      {...list}
      search={search}
      rows={shown}
      source={query.data ?? NO_ROWS}
      loading={query.isPending && !waitsForConnection}
      error={
        query.isError
          ? {
              title: loadErrorTitle,
              message: typeof loadError === 'function' ? loadError(query.error) : loadError,
              onRetry: () => void query.refetch(),
              retrying: query.isFetching,
            }
          : waitsForConnection
            ? { message: LIST_NEEDS_CONNECTION_TEXT, onRetry: () => void query.refetch(), retrying: false }
            : null
      }
      count={noun && query.isSuccess ? { total: (query.data ?? NO_ROWS).length, noun, filtered } : null}
      empty={emptyState}
    />
  );
}
