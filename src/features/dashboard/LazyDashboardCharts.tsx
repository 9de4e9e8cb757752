import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PartBoundary } from '@/components/PartBoundary';
import type { DashboardChartsProps } from './DashboardCharts';
import { DASHBOARD_TEXTS as T } from './dashboardTexts';

const load = () => import('./DashboardCharts');
/** A lazy component remembers a failed load: Retry makes a new one. */
let Charts = lazy(load);

/**
 * The charts, loaded once the cards have painted, in chunks of their own with the chart library. When their
 * file cannot be loaded (offline, a deploy in between) the rest of the dashboard stays, and Retry loads it again.
 */
export function LazyDashboardCharts(props: DashboardChartsProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    Charts = lazy(load);
    setAttempt((n) => n + 1);
  };
  return (
    <PartBoundary key={attempt} fallback={<ErrorBanner message={T.chartsFailed} onRetry={retry} retryLabel={T.retry} />}>
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={T.loadingCharts} />
          </Box>
        }
      >
        <Charts {...props} />
      </Suspense>
    </PartBoundary>
  );
}
