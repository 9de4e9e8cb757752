import type { ListColumn } from './listTypes';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Made on the first sort by text: a page's first collator loads the browser's locale data (indianNumbers.ts). */
let collator: Intl.Collator | undefined;

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/** The rows ordered by the sorted column (stable: equal values keep the screen's order); unchanged without a sort. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly ListColumn<Row>[], sort: SortState | null): readonly Row[] {
  const sortValue = sort && columns.find((column) => column.key === sort.key)?.sortValue;
  if (!sort || !sortValue) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: sortValue(row) }));
  keyed.sort((a, b) => sign * compare(a.value, b.value));
  return keyed.map(({ row }) => row);
}

/**
 * `rows` in sorted order, given every row they were drawn from already sorted (`sortedSource`, from
 * `source`): a search or filter then keeps the rows of a list sorted once, without sorting again at each
 * keystroke. Rows that are not all from the source are sorted themselves.
 */
export function sortedLike<Row>(
  rows: readonly Row[],
  source: readonly Row[],
  sortedSource: readonly Row[],
  columns: readonly ListColumn<Row>[],
  sort: SortState | null,
): readonly Row[] {
  if (!sort || sortedSource === source) return sortRows(rows, columns, sort);
  if (rows === source) return sortedSource;
  const shown = new Set(rows);
  const inOrder = sortedSource.filter((row) => shown.has(row));
  return inOrder.length === shown.size ? inOrder : sortRows(rows, columns, sort);
}

/** A header click: a new column sorts ascending, the sorted one flips. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}
