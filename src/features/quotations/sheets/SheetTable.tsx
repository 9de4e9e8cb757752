import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface SheetColumn {
  header: string;
  align?: 'left' | 'right';
  /** Keeps editable cells usable; narrow screens scroll the table sideways instead of squeezing it. */
  minWidth?: number;
}

/**
 * A sheet's table: header row, the rows given as children, the empty state when there are none, and a
 * progress bar while loading. Under 768 px the table scrolls sideways inside its frame.
 */
export function SheetTable({
  label,
  columns,
  loading,
  empty,
  children,
}: {
  label: string;
  columns: readonly SheetColumn[];
  loading: boolean;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      {loading && <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} />}
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={`${label}, scrolls sideways on small screens`} role="region">
        <Table size="small" aria-label={label} sx={{ minWidth: columns.reduce((sum, c) => sum + (c.minWidth ?? 80), 0) }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align} sx={{ fontWeight: 700, minWidth: column.minWidth, whiteSpace: 'nowrap' }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {children}
            {empty && (
              <TableRow>
                <TableCell colSpan={columns.length}>{empty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
