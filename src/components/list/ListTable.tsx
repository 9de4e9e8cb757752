import { Fragment, memo, useMemo, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ListViewProps, RowContext } from './listTypes';
import type { SortState } from './sortRows';
import { useIsWide } from '../useIsNarrow';
import { visuallyHidden } from './visuallyHidden';

/** Empty space standing for rows not drawn; hidden from assistive technology, which reads aria-rowcount. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

interface BodyRowProps<Row> extends Pick<ListViewProps<Row>, 'columns' | 'actions' | 'renderDetails'> {
  row: Row;
  index: number;
  context: RowContext;
  columnCount: number;
  measureRef: ListViewProps<Row>['windowRows']['measureRef'];
  remeasure: ListViewProps<Row>['windowRows']['remeasure'];
}

/** A drawn row and its open details. */
function BodyRowView<Row>({ row, index, context, columns, actions, renderDetails, columnCount, measureRef, remeasure }: BodyRowProps<Row>) {
  const details = context.expanded && renderDetails ? renderDetails(row, context) : null;
  return (
    <>
      <TableRow hover ref={measureRef} data-index={index} aria-rowindex={index + 2} sx={details ? { '& > td': { borderBottom: 'none' } } : undefined}>
        {columns.map((column) => (
          <TableCell key={column.key} padding={column.padding} align={column.align} sx={column.cellSx}>
            {column.render(row, context)}
          </TableCell>
        ))}
        {actions && (
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {actions(row)}
          </TableCell>
        )}
      </TableRow>
      {details && (
        <TableRow
          data-details-of={index}
          ref={(element: HTMLTableRowElement | null) => {
            const owner = element?.previousElementSibling ?? null;
            remeasure(owner);
            return () => {
              requestAnimationFrame(() => remeasure(owner));
            };
          }}
        >
          <TableCell colSpan={columnCount} sx={{ bgcolor: 'action.hover' }}>
            {details}
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/**
 * A row is drawn again only when something it shows changed: its record, its place, its details state,
 * or the columns and actions it is drawn with. A keystroke in a list's search box (whose page re-renders
 * before the filtered rows arrive) then costs the rows nothing.
 */
const sameContext = (a: RowContext, b: RowContext) => a.index === b.index && a.expanded === b.expanded && a.detailsId === b.detailsId;
const BodyRow = memo(
  BodyRowView,
  (before, after) =>
    before.row === after.row &&
    before.index === after.index &&
    sameContext(before.context, after.context) &&
    before.columns === after.columns &&
    before.actions === after.actions &&
    before.renderDetails === after.renderDetails &&
    before.columnCount === after.columnCount &&
    before.measureRef === after.measureRef &&
    before.remeasure === after.remeasure,
) as typeof BodyRowView;

export interface ListTableProps<Row> extends ListViewProps<Row> {
  sort: SortState | null;
  onSort: (key: string) => void;
  sx?: SxProps<Theme>;
}

/** The wide-screen list: a header row always present, then only the rows near the screen. */
export function ListTable<Row>({
  label,
  rows,
  columns: allColumns,
  actions,
  busy,
  progress,
  empty,
  sort,
  onSort,
  contextOf,
  renderDetails,
  windowRows,
  sx,
}: ListTableProps<Row>) {
  const wide = useIsWide();
  const columns = useMemo(() => (wide ? allColumns : allColumns.filter((column) => !column.wideOnly)), [allColumns, wide]);
  const columnCount = columns.length + (actions ? 1 : 0);
  const { containerRef, rows: drawn, gapAfter, measureRef, remeasure, focusHandlers } = windowRows;
  return (
    <Paper variant="outlined">
      {progress}
      {/* It scrolls sideways when the columns are wider than the screen: a keyboard can reach it and scroll it. */}
      <TableContainer tabIndex={0} role="region" aria-label={`${label}, scrolls sideways when wider than the screen`}>
        <Table aria-label={label} aria-busy={busy} aria-rowcount={rows.length + 1} size="small" sx={sx}>
          <TableHead>
            <TableRow aria-rowindex={1}>
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : false;
                return (
                  <TableCell
                    key={column.key}
                    padding={column.padding}
                    align={column.align}
                    sortDirection={sorted}
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap', position: column.headerHidden ? 'relative' : undefined }}
                  >
                    {column.headerHidden ? (
                      <Box component="span" sx={visuallyHidden}>
                        {column.header}
                      </Box>
                    ) : column.sortValue ? (
                      <TableSortLabel active={sorted !== false} direction={sorted || 'asc'} onClick={() => onSort(column.key)}>
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
              {actions && (
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  Actions
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody ref={containerRef as RefObject<HTMLTableSectionElement | null>} {...focusHandlers}>
            {empty && (
              <TableRow>
                <TableCell colSpan={columnCount}>{empty}</TableCell>
              </TableRow>
            )}
            {drawn.map(({ item, gapBefore }) => (
              <Fragment key={item.key}>
                <Spacer height={gapBefore} columns={columnCount} />
                <BodyRow
                  row={rows[item.index]}
                  index={item.index}
                  context={contextOf(item.index)}
                  columns={columns}
                  actions={actions}
                  renderDetails={renderDetails}
                  columnCount={columnCount}
                  measureRef={measureRef}
                  remeasure={remeasure}
                />
              </Fragment>
            ))}
            <Spacer height={gapAfter} columns={columnCount} />
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
