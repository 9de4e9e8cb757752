import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CsvValue } from '@/lib/csv';
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

/** One column of an exported file. */
export interface ExportPart<Row> {
  header: string;
  value: (row: Row, index: number) => CsvValue;
}

/** One column, declared once: the table's header and cell, and a line of the card under 768 px. */
export interface ListColumn<Row> {
  key: string;
  /** The header text; also the label of the card's line. */
  header: string;
  render: (row: Row, context: RowContext) => ReactNode;
  /**
   * The column's plain value in an exported CSV (money as a number, a date as yyyy-mm-dd via `isoDay`, text
   * as it is); `false` leaves the column out (a column of buttons). Without it the value is derived: the
   * number the column sorts by, else the cell's text (see `exportValueOf`). `index` is the row's place in
   * the list as shown.
   */
  exportValue?: ((row: Row, index: number) => CsvValue) | false;
  /** A cell of several values written as several columns of the file ('Dates' as 'Date' and 'Due Date'). */
  exportParts?: readonly ExportPart<Row>[];
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
  /** The noun's plural when it is not the noun with an s ('activities'). */
  nounPlural?: string;
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
  /** The exported file's name before its date ('labour-salary'); `false` for a list without Export CSV. */
  exportName?: string | false;
}
