import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIsNarrow } from './useIsNarrow';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Left out of the cards on narrow screens (secondary detail). */
  hideOnNarrow?: boolean;
}

/**
 * The one list contract: a table on wide screens, a card per row under 768 px, with a progress bar
 * while loading and the screen's empty state when there are no rows.
 */
export function ResponsiveTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  actions,
  loading = false,
  empty,
}: {
  /** The table's accessible name. */
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  actions?: (row: Row) => ReactNode;
  loading?: boolean;
  empty: ReactNode;
}) {
  const narrow = useIsNarrow();
  const progress = loading ? <LinearProgress aria-label={`Loading ${label}`} /> : null;

  if (narrow) {
    return (
      <Box role="list" aria-label={label} aria-busy={loading}>
        {progress}
        {!loading && rows.length === 0 && empty}
        {rows.map((row) => (
          <Paper role="listitem" key={rowKey(row)} variant="outlined" sx={{ p: 2, mb: 1.5 }}>
            {columns
              .filter((column) => !column.hideOnNarrow)
              .map((column) => (
                <Box key={column.key} sx={{ display: 'flex', gap: 1, py: 0.25, minWidth: 0 }}>
                  <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 38%' }}>
                    {column.header}
                  </Typography>
                  <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>{column.render(row)}</Box>
                </Box>
              ))}
            {actions && <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>{actions(row)}</Box>}
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <Paper variant="outlined">
      {progress}
      <TableContainer>
        <Table aria-label={label} aria-busy={loading} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ fontWeight: 700 }}>
                  {column.header}
                </TableCell>
              ))}
              {actions && (
                <TableCell sx={{ fontWeight: 700 }} align="right">
                  Actions
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + (actions ? 1 : 0)}>{empty}</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.key}>{column.render(row)}</TableCell>
                ))}
                {actions && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(row)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
