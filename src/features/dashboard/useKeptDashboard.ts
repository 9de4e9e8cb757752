import { useEffect } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys, type DashboardParts, type DashboardState, type KeptDashboard } from '@/api/dashboard';
import { dashboardFigures } from './dashboardFigures';

/**
 * The dashboard's last complete look (ruling 35): restored from the device with the signed-in user's kept
 * results, shown on return while the reads are on their way, and written again each time every read has
 * answered with something new. A refresh that changes nothing rewrites nothing (the reads keep their
 * answers' identity), so the time kept can be older than the last refresh, never newer than the data.
 * Never read from the server.
 */
export function useKeptDashboard(state: DashboardState): KeptDashboard | undefined {
  const client = useQueryClient();
  const kept = useQuery<KeptDashboard>({ queryKey: dashboardKeys.kept, queryFn: skipToken, staleTime: Infinity }).data;
  const whole: Partial<DashboardParts> = state.status === 'ready' && state.pending.length === 0 && state.failed.length === 0 ? state.parts : {};
  const { users, projects, bills, labour, activities, stats } = whole;

  useEffect(() => {
    if (!users || !projects || !bills || !labour || !activities || !stats) return;
    let figures: KeptDashboard['figures'];
    try {
      figures = dashboardFigures({ users, projects, bills, labour, activities, stats });
    } catch {
      // Records the page cannot combine are not a look to keep (the page says it could not load).
      return;
    }
    client.setQueryData<KeptDashboard>(dashboardKeys.kept, { readAt: Date.now(), figures, projects, activities, stats });
  }, [client, users, projects, bills, labour, activities, stats]);

  return kept;
}
