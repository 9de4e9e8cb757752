import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { useDashboardData, type DashboardParts, type DashboardRead, type DashboardState, type KeptDashboard } from '@/api/dashboard';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadFreshness } from '@/components/list/PartsList';
import { PageHeader } from '@/components/PageHeader';
import { StatCard, StatGrid } from '@/components/StatCard';
import { useDrawnInTurns } from '@/components/useDrawnInTurns';
import { formatLakhs } from '@/lib/lakhs';
import { dashboardFigures, type DashboardFigures } from './dashboardFigures';
import { DASHBOARD_PERIODS, DASHBOARD_TEXTS as T, type DashboardPeriod } from './dashboardTexts';
import { LazyDashboardCharts } from './LazyDashboardCharts';
import { LiveActivities } from './LiveActivities';
import { RecentProjects } from './RecentProjects';
import { useKeptDashboard } from './useKeptDashboard';


/** The period choice (01 §2): kept while on the page; it filters the charts, not the cards or the lists. */
function PeriodSelect({ period, onChange }: { period: DashboardPeriod; onChange: (period: DashboardPeriod) => void }) {
  return (
    <TextField
      select
      size="small"
      label={T.period}
      value={period}
      onChange={(event) => onChange(event.target.value as DashboardPeriod)}
      sx={{ minWidth: 160 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {DASHBOARD_PERIODS.map((p) => (
        <option key={p} value={p}>
          {p}
        </option>
      ))}
    </TextField>
  );
}

/** The figures, or null when combining the reads throws (ruling 19: the page's error state). */
function useFigures(parts: DashboardParts | null): DashboardFigures | null {
  return useMemo(() => {
    if (!parts) return null;
    try {
      return dashboardFigures(parts);
    } catch {
      return null;
    }
  }, [parts]);
}

type ReadyState = Extract<DashboardState, { status: 'ready' }>;

/** A part's read again, when it failed (ruling 36: the part says so, with Retry); undefined while it holds data. */
function notLoadedOf(state: ReadyState, read: DashboardRead, kept: KeptDashboard | undefined) {
  if (!state.failed.includes(read) && (kept || !state.waiting.includes(read))) return undefined;
  return { onRetry: () => state.refetch(read), retrying: state.fetching.includes(read) };
}

/**
 * /dashboard (01 §2): four cards, the recent projects and the live activities, refreshed every 30 s. The
 * frame paints at once and each part as soon as its own read answers: the first card does not wait for
 * the largest read (the labour profiles, the bills). On a return, a part still on its way shows the last
 * complete look kept on the device, with 'Data as of' (ruling 35); a part whose read failed says so, kept
 * look or not (ruling 36). The charts come once every first read has answered, so that their files do not
 * compete with the reads on a slow line, and once their place nears the screen (LazyDashboardCharts).
 */
export default function DashboardPage() {
  const state = useDashboardData();
  const parts = state.status === 'ready' ? state.parts : null;
  const figures = useFigures(parts);
  const kept = useKeptDashboard(state);
  const [period, setPeriod] = useState<DashboardPeriod>(DASHBOARD_PERIODS[0]);
  // The heading, the progress and the cards first; the recent projects, then the live activities and the
  // charts, each in a commit of its own (useDrawnInTurns).
  const drawn = useDrawnInTurns(2);
  const header = <PageHeader title={T.title} actions={<PeriodSelect period={period} onChange={setPeriod} />} />;

  if (state.status !== 'ready' || !parts || !figures) {
    const retry = state.status === 'error' ? state : null;
    return (
      <>
        {header}
        <ErrorBanner
          title={T.errorTitle}
          message={T.errorText}
          onRetry={retry ? retry.retry : () => window.location.reload()}
          retrying={retry?.retrying}
          retryLabel={T.tryAgain}
        />
      </>
    );
  }

  const firstLoad = state.pending.length > 0;
  // Offline, a first read waits for the connection rather than loading.
  const reading = state.pending.length > state.waiting.length;
  // A part whose first read is on its way shows the kept look's, if there is one (ruling 35), else loads.
  const shown = <T,>(read: DashboardRead, live: T, keptPart: (look: KeptDashboard) => T): T => (kept && state.pending.includes(read) ? keptPart(kept) : live);
  const loading = (read: DashboardRead) => !kept && state.pending.includes(read) && !state.waiting.includes(read);
  const notLoaded = (read: DashboardRead) => notLoadedOf(state, read, kept);
  const revenue = shown('bills', figures.revenue, (look) => look.figures.revenue);
  return (
    <>
      {header}
      {/* The page's progress while any first read is on its way (each part shows its own too). */}
      <Box sx={{ height: 4, mb: 1 }}>{reading && <LinearProgress aria-label={T.loading} />}</Box>
      {kept && firstLoad && <LoadFreshness load={{ dataAt: kept.readAt, updating: reading }} />}
      <StatGrid>
        <StatCard label={T.users} value={shown('users', figures.users, (look) => look.figures.users)} loading={loading('users')} notLoaded={notLoaded('users')} />
        <StatCard label={T.projects} value={shown('projects', figures.runningProjects, (look) => look.figures.runningProjects)} loading={loading('projects')} notLoaded={notLoaded('projects')} />
        <StatCard label={T.labour} value={shown('labour', figures.labour, (look) => look.figures.labour)} loading={loading('labour')} notLoaded={notLoaded('labour')} />
        <StatCard label={T.revenue} value={revenue === null ? null : formatLakhs(revenue)} loading={loading('bills')} notLoaded={notLoaded('bills')} />
      </StatGrid>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        {drawn >= 1 && (
          <RecentProjects
            projects={shown('projects', parts.projects, (look) => look.projects)}
            loading={loading('projects')}
            notLoaded={notLoaded('projects')}
          />
        )}
        {drawn >= 2 && (
          <LiveActivities
            activities={shown('activities', parts.activities, (look) => look.activities)}
            stats={shown('stats', parts.stats, (look) => look.stats)}
            activitiesLoading={loading('activities')}
            activitiesNotLoaded={notLoaded('activities')}
            statsNotLoaded={notLoaded('stats')}
          />
        )}
      </Box>
      {drawn >= 2 && !firstLoad && <LazyDashboardCharts parts={parts} period={period} refetch={state.refetch} fetching={state.fetching} />}
    </>
  );
}
