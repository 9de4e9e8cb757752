import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { useWindowRows } from './useWindowRows';

/** What a cell or card knows about its row besides the row itself. */
export interface RowContext {
  /** The row's place in the list as shown (after search and sorting), from 0. */
  index: number;
  /** Whether the row's details are open (lists with `renderDetails`). */
  expanded: boolean;
  toggleExpanded: () => void;
  /** The id of the row's details element, for a toggle's aria-controls. */
  detailsId: string;
}

/** One column, declared once: the table's header and cell, and a line of the card under 768 px. */
export interface ListColumn<Row> {
  key: string;
  /** The header text; also the label of the card's line. */
  header: string;
  render: (row: Row, context: RowContext) => ReactNode;
  /** Makes the header a sort button: rows are ordered by this value. */
  sortValue?: (row: Row) => string | number;
  /** Left out of the default card on narrow screens (secondary detail). */
  hideOnNarrow?: boolean;
  /** Secondary detail shown only in tables at 1200 px and over: left out of narrower tables and of the cards. */
  wideOnly?: boolean;
  /** The header is read by screen readers only (e.g. a column of toggles). */
  headerHidden?: boolean;
  padding?: 'checkbox' | 'normal';
  align?: 'left' | 'right';
  cellSx?: SxProps<Theme>;
}

/** A failed load in the screen's words, with Retry. */
export interface ListLoadError {
  /** A heading over the message ('Connection Error'). */
  title?: string;
  message: string;
  /** Further lines under the message: how many parts failed, which ones. */
  details?: readonly string[];
  onRetry: () => void;
  retrying?: boolean;
}

/** The count line: "4 projects", or "Showing 1 of 4 projects" while a search or filter narrows the list. */
export interface ListCount {
  total: number;
  noun: string;
  filtered: boolean;
}

/** What the table (wide screens) and the cards (under 768 px) both get from DataList. */
export interface ListViewProps<Row> {
  label: string;
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  actions?: (row: Row) => ReactNode;
  busy: boolean;
  progress: ReactNode;
  empty: ReactNode;
  contextOf: (index: number) => RowContext;
  renderDetails?: (row: Row, context: RowContext) => ReactNode;
  windowRows: ReturnType<typeof useWindowRows>;
}

/** The key of a row that carries the provider's `_id`. */
export const byId = (row: { _id: string }) => row._id;

/**
 * What a list is, declared once beside its columns: its accessible name, its rows' key and card title,
 * and the noun its count uses. A screen spreads it into `QueryList`, `PartsList` or `DataList` and adds
 * only what it binds (its query or load, search, filters and row actions).
 */
export interface ListDeclaration<Row> {
  label: string;
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string;
  cardLabel?: (row: Row) => string;
  /** The count line's noun, for `QueryList`. */
  noun?: string;
  loadingLabel?: string;
  dense?: boolean;
}
