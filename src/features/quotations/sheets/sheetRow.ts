import type { DraftStore } from './draftStore';
import type { RowActions } from './useSheetActions';

/** What every sheet row gets from its page; all of it keeps its identity between keystrokes. */
export interface SheetRowProps<Values, Saved> {
  rowKey: string;
  /** The S.No shown, counting saved rows first. */
  serial: number;
  /** The server's row; absent for a new row. */
  saved?: Saved;
  store: DraftStore<Values>;
  actions: RowActions<Saved>;
  /** A write is running: inputs and buttons wait. */
  locked: boolean;
}

/** `${column}, row ${n}`: the accessible name of a cell's input. */
export function cellLabel(column: string, serial: number): string {
  return `${column}, row ${serial}`;
}

/**
 * Builds the props of a draft row's editable cells: `cell('Qty', 'qty')` gives the input its value,
 * its accessible name, whether it is a refused gap, and the row's stable setter.
 */
export function draftCellProps<Values extends { [K in keyof Values]: string }>(
  values: Values,
  gaps: readonly (keyof Values)[],
  serial: number,
  locked: boolean,
  onChange: (field: string, value: string) => void,
) {
  return (column: string, field: keyof Values & string) => ({
    field,
    label: cellLabel(column, serial),
    value: values[field],
    missing: gaps.includes(field),
    disabled: locked,
    onChange,
  });
}
