import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from './list/visuallyHidden';

/** Figures as a small table: a chart's text alternative, or a summary a dialog shows. */
export interface FiguresTableData {
  columns: readonly string[];
  /** The first cell of each row names it (a row header); the others are figures, set right. */
  rows: readonly { key: string; cells: readonly string[] }[];
}

/**
 * A table of figures named by `title`; `shown` false keeps it for a screen reader only. It scrolls sideways
 * when narrow, and its box can then be reached and scrolled from the keyboard.
 */
export function FiguresTable({ title, table, shown = true }: { title: string; table: FiguresTableData; shown?: boolean }) {
  return (
    <Box sx={shown ? { mt: 2, overflowX: 'auto' } : visuallyHidden} tabIndex={shown ? 0 : undefined}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {table.columns.map((column, i) => (
              <TableCell key={column} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 700 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <TableCell key={i} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={i} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
