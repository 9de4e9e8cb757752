import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PartBoundary } from '@/components/PartBoundary';
import { useInView } from '@/components/useInView';
import { DASHBOARD_CHARTS_NEAR } from '@/config/constants';
import type { DashboardChartsProps } from './DashboardCharts';
import { DASHBOARD_TEXTS as T } from './dashboardTexts';

const load = () => import('./DashboardCharts');
const SPINNER_SIZE = 40;
/** A lazy component remembers a failed load: Retry makes a new one. */
let Charts = lazy(load);

/**
 * The charts, loaded once the cards have painted and the charts' place comes within DASHBOARD_CHARTS_NEAR of
 * the screen, in chunks of their own with the chart library: a phone that never scrolls down to them neither
 * downloads that library nor draws them. When their file cannot be loaded (offline, a deploy in between) the
 * rest of the dashboard stays, and Retry loads it again.
 */
export function LazyDashboardCharts(props: DashboardChartsProps) {
  const [attempt, setAttempt] = useState(0);
  const place = useRef<HTMLDivElement>(null);
  const near = useInView(place, DASHBOARD_CHARTS_NEAR);
  const retry = () => {
    Charts = lazy(load);
    setAttempt((n) => n + 1);
  };
  const placeOf = (content: ReactNode) => (
    <Box ref={place} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      {content}
    </Box>
  );
  // Not near yet: their place, the spinner's size, without a spinner turning (and redrawn) for nothing.
  if (!near) return placeOf(<Box sx={{ height: SPINNER_SIZE }} />);
  return (
    <PartBoundary key={attempt} fallback={<ErrorBanner message={T.chartsFailed} onRetry={retry} retryLabel={T.retry} />}>
      <Suspense fallback={placeOf(<CircularProgress size={SPINNER_SIZE} aria-label={T.loadingCharts} />)}>
        <Charts {...props} />
      </Suspense>
    </PartBoundary>
  );
}
