import { Fragment, memo, useCallback, type ComponentType, type ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useDraftRow, type DraftStore } from './draftStore';
import { RowActionsCell } from './RowActionsCell';
import { ComputedCell, FieldCell, TextCell } from './SheetCells';
import type { SheetColumn } from './SheetTable';
import type { RowActions } from './useSheetActions';

/** What every sheet row gets from its screen; all of it keeps its identity between keystrokes. */
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

type FieldOf<Values> = keyof Values & string;

/** What a type-ahead cell's field receives; `update` is stable, so the field may set several values at once. */
export interface TypeAheadCellProps<Values> {
  label: string;
  value: string;
  missing: boolean;
  disabled: boolean;
  update: (patch: Partial<Values>) => void;
}

/** How a column's cell is edited in a new row or a saved row being edited. */
export type DraftCell<Values> =
  | { kind: 'input'; field: FieldOf<Values> }
  | { kind: 'numeric'; field: FieldOf<Values> }
  | { kind: 'select'; field: FieldOf<Values>; options: readonly string[] }
  | { kind: 'typeAhead'; field: FieldOf<Values>; Field: ComponentType<TypeAheadCellProps<Values>> }
  | { kind: 'computed'; value: (values: Values) => ReactNode };

/** One column of a sheet: its header, what a saved row shows in it and how a draft row edits it. */
export interface SheetCellSpec<Values, Saved> extends SheetColumn {
  saved: (row: Saved) => ReactNode;
  draft: DraftCell<Values>;
}

export interface SheetRowSpec<Values, Saved> {
  /** The columns between S.No and Actions. */
  cells: readonly SheetCellSpec<Values, Saved>[];
  /** A new row's values. */
  blank: () => Values;
  /** The required fields a row leaves empty, in the order of its cells. */
  missingFields: (values: Values) => readonly (keyof Values)[];
  /** The values a saved row starts editing with; without it saved rows can only be deleted. */
  valuesOf?: (row: Saved) => Values;
}

export interface SheetRows<Values, Saved> extends SheetRowSpec<Values, Saved> {
  /** The table's header: S.No, the cells, Actions. */
  columns: readonly SheetColumn[];
  Row: ComponentType<SheetRowProps<Values, Saved>>;
}

/** `${column}, row ${n}`: the accessible name of a cell's input. */
export function cellLabel(column: string, serial: number): string {
  return `${column}, row ${serial}`;
}

const NO_GAPS: readonly never[] = [];

/** A saved row as text, with Edit (when the sheet allows it) and Delete. */
function SavedRow<Values, Saved>({ spec, serial, saved, rowKey, actions, locked }: SheetRowProps<Values, Saved> & { spec: SheetRowSpec<Values, Saved>; saved: Saved }) {
  return (
    <TableRow hover>
      <TextCell>{serial}</TextCell>
      {spec.cells.map((cell) => (
        <TextCell key={cell.header} align={cell.align}>
          {cell.saved(saved)}
        </TextCell>
      ))}
      <RowActionsCell
        serial={serial}
        mode="saved"
        locked={locked}
        onEdit={spec.valuesOf && (() => actions.edit(saved))}
        onDelete={() => actions.askDelete(rowKey, saved)}
      />
    </TableRow>
  );
}

/**
 * One row of a sheet: read-only when saved, inputs when new or being edited. It listens to its own draft
 * only, so a keystroke re-renders this row and, inside it, only the cells whose props changed.
 */
function SheetRowFrame<Values, Saved>(props: SheetRowProps<Values, Saved> & { spec: SheetRowSpec<Values, Saved> }) {
  const { spec, rowKey, serial, saved, store, actions, locked } = props;
  const [draft, setField] = useDraftRow(store, rowKey);
  const update = useCallback((patch: Partial<Values>) => store.update(rowKey, patch), [store, rowKey]);

  if (!draft) return saved === undefined ? null : <SavedRow {...props} saved={saved} />;

  const { values } = draft;
  const gaps: readonly (keyof Values)[] = draft.showErrors ? spec.missingFields(values) : NO_GAPS;
  const cellOf = ({ header, align, draft: cell }: SheetCellSpec<Values, Saved>) => {
    if (cell.kind === 'computed') return <ComputedCell align={align}>{cell.value(values)}</ComputedCell>;
    const edit = { label: cellLabel(header, serial), value: String(values[cell.field]), missing: gaps.includes(cell.field), disabled: locked };
    if (cell.kind === 'typeAhead') {
      return (
        <TableCell sx={{ verticalAlign: 'top' }}>
          <cell.Field {...edit} update={update} />
        </TableCell>
      );
    }
    const options = cell.kind === 'select' ? cell.options : undefined;
    return <FieldCell {...edit} field={cell.field} onChange={setField} numeric={cell.kind === 'numeric'} options={options} />;
  };

  return (
    <TableRow>
      <TextCell>{serial}</TextCell>
      {spec.cells.map((cell) => (
        <Fragment key={cell.header}>{cellOf(cell)}</Fragment>
      ))}
      <RowActionsCell
        serial={serial}
        mode={saved ? 'editing' : 'new'}
        locked={locked}
        onSave={saved && (() => actions.save(saved))}
        onCancel={() => actions.cancel(rowKey)}
        onDelete={() => actions.askDelete(rowKey, saved)}
      />
    </TableRow>
  );
}

const SERIAL_COLUMN: SheetColumn = { header: 'S.No', minWidth: 56 };

/**
 * A sheet's rows from the declaration of their cells: the table's columns and one memoised row component
 * that renders a saved row or a draft row.
 */
export function sheetRows<Values, Saved>(spec: SheetRowSpec<Values, Saved>): SheetRows<Values, Saved> {
  const Row = memo(function SheetRow(props: SheetRowProps<Values, Saved>) {
    return <SheetRowFrame {...props} spec={spec} />;
  });
  // Edit, Save and Cancel need more room than Delete alone.
  const actions: SheetColumn = { header: 'Actions', align: 'right', minWidth: spec.valuesOf ? 110 : 70 };
  const columns = [SERIAL_COLUMN, ...spec.cells.map(({ header, align, minWidth }) => ({ header, align, minWidth })), actions];
  return { ...spec, columns, Row };
}
