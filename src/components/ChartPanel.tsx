import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState } from './EmptyState';
import { ErrorBanner } from './ErrorBanner';
import { FiguresTable, type FiguresTableData } from './FiguresTable';

/** A chart panel's own words. */
const T = {
  showTable: 'Show as table',
  hideTable: 'Hide table',
  retry: 'Retry',
  loadingChart: (title: string) => `Loading ${title.toLowerCase()}`,
} as const;

/** A chart's figures as a table: the text alternative a screen reader reaches. */
export type ChartTable = FiguresTableData;

export type ChartPanelState =
  /** Its figures are read once the chart comes into view: nothing is on its way yet. */
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'empty'; text: string }
  | { status: 'ready'; chart: ReactNode; table: ChartTable; note?: ReactNode };

/** The chart's height in pixels, so the panels of a row line up and nothing jumps as a chart draws. */
export const CHART_HEIGHT = 280;

/**
 * One chart (the dashboard's, a project's costs): its heading, then the chart (an image named by `chartLabel`) with its figures as a
 * table, always there for a screen reader and shown on screen with 'Show as table'; or its loading, empty
 * or error state.
 */
export function ChartPanel({ title, chartLabel, state }: { title: string; chartLabel: string; state: ChartPanelState }) {
  const headingId = useId();
  const [tableShown, setTableShown] = useState(false);

  let body: ReactNode;
  if (state.status === 'waiting') {
    body = <Box sx={{ height: CHART_HEIGHT }} />;
  } else if (state.status === 'loading') {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: CHART_HEIGHT }}>
        <CircularProgress aria-label={T.loadingChart(title)} />
      </Box>
    );
  } else if (state.status === 'error') {
    body = <ErrorBanner message={state.message} onRetry={state.onRetry} retrying={state.retrying} retryLabel={T.retry} />;
  } else if (state.status === 'empty') {
    body = <EmptyState title={state.text} />;
  } else {
    body = (
      <>
        {state.note}
        <Box role="img" aria-label={chartLabel} sx={{ width: '100%', height: CHART_HEIGHT }}>
          {state.chart}
        </Box>
        <FiguresTable title={title} table={state.table} shown={tableShown} />
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, position: 'relative' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {state.status === 'ready' && (
          <Button size="small" onClick={() => setTableShown((shown) => !shown)}>
            {tableShown ? T.hideTable : T.showTable}
          </Button>
        )}
      </Box>
      {body}
    </Paper>
  );
}
