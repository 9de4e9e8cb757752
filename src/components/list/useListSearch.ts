import { useMemo, useState } from 'react';
import { filterBySearch, type SearchField } from '@/lib/search';

/** A list's search box, declared: its label, the text typed, and the rows that match it. */
export interface ListSearch<Row> {
  label: string;
  value: string;
  set: (value: string) => void;
  /** The rows that match; the same array while nothing is typed. */
  rows: readonly Row[];
  /** The rows searched: the list sorts these once, and shows the matching ones in that order. */
  source: readonly Row[];
  /** Something is typed: the list is narrowed. */
  active: boolean;
}

/** How a search matches: the fields it looks in, or the screen's own matcher. A module constant, so the match is redone only when the rows or the text change. */
export type SearchMatch<Row> = readonly SearchField<Row>[] | ((rows: readonly Row[], text: string) => readonly Row[]);

/**
 * The search of a list: hand it to `QueryList` (or `DataList`) as `search`, which draws the box first in
 * the toolbar, lists the matching rows and counts them as narrowed. The box shows each keystroke at once;
 * the rows follow at lower priority, so typing stays quick over a long list.
 */
export function useListSearch<Row>(rows: readonly Row[], label: string, match: SearchMatch<Row>): ListSearch<Row> {
  const [value, set] = useState('');
  const matching = useMemo(() => (typeof match === 'function' ? match(rows, value) : filterBySearch(rows, value, match)), [rows, value, match]);
  return { label, value, set, rows: matching, source: rows, active: value.trim() !== '' };
}
