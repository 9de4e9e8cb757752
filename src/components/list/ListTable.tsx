import { Fragment, type RefObject } from 'react';
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
import type { ListViewProps } from './listTypes';
import type { SortState } from './sortRows';
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

export interface ListTableProps<Row> extends ListViewProps<Row> {
  sort: SortState | null;
  onSort: (key: string) => void;
  sx?: SxProps<Theme>;
}

/** The wide-screen list: a header row always present, then only the rows near the screen. */
export function ListTable<Row>({
  label,
  rows,
  columns,
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
  const columnCount = columns.length + (actions ? 1 : 0);
  const { containerRef, rows: drawn, gapAfter, measureRef, remeasure, focusHandlers } = windowRows;
  return (
    <Paper variant="outlined">
      {progress}
      <TableContainer>
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
            {drawn.map(({ item, gapBefore }) => {
              const row = rows[item.index];
              const context = contextOf(item.index);
              const details = context.expanded && renderDetails ? renderDetails(row, context) : null;
              return (
                <Fragment key={item.key}>
                  <Spacer height={gapBefore} columns={columnCount} />
                  <TableRow
                    hover
                    ref={measureRef}
                    data-index={item.index}
                    aria-rowindex={item.index + 2}
                    sx={details ? { '& > td': { borderBottom: 'none' } } : undefined}
                  >
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
                      data-details-of={item.index}
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
                </Fragment>
              );
            })}
            <Spacer height={gapAfter} columns={columnCount} />
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
