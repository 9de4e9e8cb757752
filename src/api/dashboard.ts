import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_ACTIVITY_LIMIT, DASHBOARD_PREFETCH_COVERS_MS, DASHBOARD_REFRESH_MS, DASHBOARD_STATS_DAYS } from '@/config/constants';
import { activityKeys, fetchActivityStats, fetchRecentActivities, type Activity, type ActivityStats } from './activity';
import type { BillFigures } from './billFigures';
import { billKeys, fetchBillFigures } from './bills';
import { fetchLabourCount, labourProfileKeys } from './labourProfiles';
import { fetchProjects, projectKeys, type Project } from './projects';
import { fetchUsers, userKeys, type User } from './users';

/**
 * What the dashboard reads (01 §7), each part on its own: `null` when its read failed, so that one failure
 * empties only its own part (ruling 19). The purchases 01 §7 lists are not read: no part of the dashboard
 * shows them (docs/api-contract.md). Of the two largest lists it keeps only what it shows: the bills'
 * figures and the number of labour profiles, worked out where they are read (digests.ts).
 */
export interface DashboardParts {
  users: User[] | null;
  projects: Project[] | null;
  bills: BillFigures[] | null;
  /** How many labour profiles there are. */
  labour: number | null;
  activities: Activity[] | null;
  stats: ActivityStats | null;
}

export type DashboardRead = keyof DashboardParts;

export type DashboardState =
  /** Every read failed. */
  | { status: 'error'; retry: () => void; retrying: boolean }
  | {
      /** Ready as far as the reads have answered: a part whose first read is still on its way is `pending`. */
      status: 'ready';
      parts: DashboardParts;
      /** The parts whose first read has not answered yet (their part shows its frame, loading). */
      pending: readonly DashboardRead[];
      /**
       * The pending parts whose first read waits for a connection the device does not have: they show the
       * kept look where there is one, and are not loaded, never loading, where there is none (ruling 36).
       */
      waiting: readonly DashboardRead[];
      failed: readonly DashboardRead[];
      /** Reads one part again (a chart's Retry). */
      refetch: (read: DashboardRead) => void;
      /** The parts being read right now. */
      fetching: readonly DashboardRead[];
    };

/**
 * The dashboard's last complete look, kept on the device (ruling 35) with the project-lines joins: what its
 * cards and lists show, not the records behind them (the labour profiles and the bills are megabytes).
 */
export const dashboardKeys = { kept: ['dashboard', 'kept'] as const };
export const isKeptDashboardKey = (queryKey: readonly unknown[]) => queryKey[0] === dashboardKeys.kept[0] && queryKey[1] === dashboardKeys.kept[1];

export interface KeptDashboard {
  /** When its reads answered (ms since 1970). */
  readAt: number;
  /** The cards' figures: counts, and the revenue in rupees. */
  figures: { users: number | null; runningProjects: number | null; labour: number | null; revenue: number | null };
  projects: Project[];
  activities: Activity[];
  stats: ActivityStats;
}

const READ_NAMES: readonly DashboardRead[] = ['users', 'projects', 'bills', 'labour', 'activities', 'stats'];

/** When the route's prefetch last started the reads (ms since 1970). */
let prefetchedAt = -Infinity;

/**
 * Read again when the page mounts, unless the route's prefetch read it for this very opening (it started at
 * most DASHBOARD_PREFETCH_COVERS_MS ago and the answer came after it) and nothing changed it since: the page's
 * code arriving after the answers does not send the reads a second time. Exported for its test.
 */
export const readOnMount = (query: { state: { isInvalidated: boolean; dataUpdatedAt: number } }, now = Date.now()) =>
  query.state.isInvalidated || query.state.dataUpdatedAt < prefetchedAt || now - prefetchedAt > DASHBOARD_PREFETCH_COVERS_MS;

/**
 * The six reads: the users, projects and activity under the keys their own screens use, the bills' figures
 * and the labour count under their resources' roots, so that a write anywhere refreshes each of them. The
 * dashboard counts as stale at once: opening it, or coming back to its tab, reads again, while what it
 * has stays on screen.
 */
function dashboardQueries() {
  const shared = { refetchInterval: DASHBOARD_REFRESH_MS, refetchOnWindowFocus: true, staleTime: 0, refetchOnMount: readOnMount } as const;
  return [
    { queryKey: userKeys.list(), queryFn: fetchUsers, ...shared },
    { queryKey: projectKeys.list(), queryFn: fetchProjects, ...shared },
    { queryKey: billKeys.figures, queryFn: fetchBillFigures, ...shared },
    { queryKey: labourProfileKeys.count, queryFn: fetchLabourCount, ...shared },
    { queryKey: activityKeys.recent(DASHBOARD_ACTIVITY_LIMIT), queryFn: () => fetchRecentActivities(DASHBOARD_ACTIVITY_LIMIT), ...shared },
    { queryKey: activityKeys.stats(DASHBOARD_STATS_DAYS), queryFn: () => fetchActivityStats(DASHBOARD_STATS_DAYS), ...shared },
  ] as const;
}

/**
 * A part's first read still on its way. Only the first: a part read again after it failed (a chart's Retry,
 * a join reading the projects) has no data either, and stays failed, retrying, rather than loading again.
 * A first read paused offline is pending too, and `waiting` besides; so is one that has not started because
 * the copy kept on the device is still being restored (TanStack shows it idle meanwhile), which is no failure.
 */
const firstReadPending = (r: UseQueryResult<unknown>) => r.isPending && !r.isFetched;

function combine(results: UseQueryResult<unknown>[]): DashboardState {
  const pending = READ_NAMES.filter((_, i) => firstReadPending(results[i]));
  const waiting = pending.filter((read) => results[READ_NAMES.indexOf(read)].fetchStatus === 'paused');
  const failed = READ_NAMES.filter((_, i) => results[i].data === undefined && !firstReadPending(results[i]));
  if (failed.length === READ_NAMES.length) {
    return {
      status: 'error',
      retry: () => results.forEach((r) => void r.refetch()),
      retrying: results.some((r) => r.isFetching),
    };
  }
  const part = <T,>(i: number) => (results[i].data ?? null) as T | null;
  return {
    status: 'ready',
    parts: {
      users: part<User[]>(0),
      projects: part<Project[]>(1),
      bills: part<BillFigures[]>(2),
      labour: part<number>(3),
      activities: part<Activity[]>(4),
      stats: part<ActivityStats>(5),
    },
    pending,
    waiting,
    failed,
    refetch: (read) => void results[READ_NAMES.indexOf(read)].refetch(),
    fetching: READ_NAMES.filter((_, i) => results[i].isFetching),
  };
}

/**
 * The dashboard's reads, all at once (no read waits for another), each part ready as soon as its own read
 * answers, refreshed every 30 s and when the tab comes back into view. A refresh keeps the last answers on screen until the new ones arrive; a refresh
 * that fails keeps them too.
 */
export function useDashboardData(): DashboardState {
  // The same function at every render: given a new one, TanStack combines the results again and compares
  // the outcome with the last one throughout (the bills' figures are 25,000 records with the `years` seed).
  return useQueries({ queries: dashboardQueries(), combine });
}

/**
 * Starts the dashboard's reads when a full page load opens it, beside the loading of its code: on a slow
 * line the route's files took a second before the first read went out.
 */
export function prefetchDashboard(queryClient: QueryClient, now = Date.now()): void {
  prefetchedAt = now;
  for (const { queryKey, queryFn } of dashboardQueries()) void queryClient.prefetchQuery<unknown>({ queryKey, queryFn });
}
