import { isValidElement, type ReactNode } from 'react';
import { toCsv, type CsvValue } from '@/lib/csv';
import { todayIso } from '@/lib/dates';
import { downloadCsv } from '@/lib/download';
import type { ExportPart, ListColumn, RowContext } from './listTypes';

type TextProps = { children?: ReactNode; text?: unknown; label?: unknown };

/**
 * The text inside a cell's elements: a Typography's words, a fragment's parts, a chip's label or a clamped
 * text's whole text; the lines of a cell of several are joined by line breaks. '' for what holds no text.
 */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).filter(Boolean).join('\n');
  if (!isValidElement<TextProps>(node)) return '';
  const { children, text, label } = node.props;
  if (children !== undefined) return nodeText(children);
  if (typeof text === 'string' || typeof text === 'number') return String(text);
  if (typeof label === 'string' || typeof label === 'number') return String(label);
  return '';
}

const NO_TOGGLE = () => {};
const NO_VALUE = '—';

function exportContext(index: number): RowContext {
  return { index, expanded: false, toggleExpanded: NO_TOGGLE, detailsId: '' };
}

/**
 * A column's plain value in an exported file, when the column does not declare it (`exportValue`): the
 * number the column sorts by (money, quantities), else what the cell shows when it is text or a number,
 * else the text inside the cell's elements, else the text the column sorts by; a cell showing only the
 * app's blank ('—') is empty.
 */
export function derivedExportValue<Row>(column: ListColumn<Row>, row: Row, index: number): CsvValue {
  const sorted = column.sortValue?.(row);
  if (typeof sorted === 'number') return sorted;
  const shown = column.render(row, exportContext(index));
  if (typeof shown === 'number') return shown;
  const text = typeof shown === 'string' ? shown : nodeText(shown);
  // The app's blank ('—') is an empty cell in the file.
  if (text === NO_VALUE) return '';
  return text !== '' ? text : (sorted ?? '');
}

/**
 * The columns of an exported file, in the list's order: a column's parts when it declares them, else the
 * column under its header with its declared or derived value. Left out: columns declared
 * `exportValue: false` (buttons) and columns whose header is hidden (toggles) unless they declare a value.
 */
export function exportParts<Row>(columns: readonly ListColumn<Row>[]): readonly ExportPart<Row>[] {
  return columns.flatMap((column): readonly ExportPart<Row>[] => {
    if (column.exportParts) return column.exportParts;
    const declared = column.exportValue;
    if (declared === false || (column.headerHidden && !declared)) return [];
    return [{ header: column.header, value: declared ?? ((row, index) => derivedExportValue(column, row, index)) }];
  });
}

/** The CSV of the rows as listed (searched, filtered and sorted): a header line, then a line per row. */
export function listCsv<Row>(rows: readonly Row[], columns: readonly ListColumn<Row>[]): string {
  return partsCsv(rows, exportParts(columns));
}

/** The CSV of rows in the given file columns, for a list that is not a `DataList` (the role cards). */
export function partsCsv<Row>(rows: readonly Row[], parts: readonly ExportPart<Row>[]): string {
  return toCsv(
    parts.map((part) => part.header),
    rows.map((row, index) => parts.map((part) => part.value(row, index))),
  );
}

/** Downloads a list's CSV as `<name>-<today>.csv`. */
export function saveListCsv(name: string, csv: string): void {
  downloadCsv(exportFileName(name), csv);
}

/** 'labour-salary-2026-11-24.csv': what the list is, and today's local date. */
export function exportFileName(name: string, now: Date = new Date()): string {
  return `${name}-${todayIso(now)}.csv`;
}

/** A file name's word for a list from its label: 'Labour salary records' → 'labour-salary-records'. */
export function exportNameOf(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'list'
  );
}
