import type { DashboardParts } from '@/api/dashboard';
import type { Project } from '@/api/projects';
import { DASHBOARD_RECENT_PROJECTS } from '@/config/constants';
import { toNumber } from '@/lib/money';
import { filterBySearch } from '@/lib/search';

/** The statuses the Projects card counts as running. */
const RUNNING = new Set(['on progress', 'planning']);

export interface DashboardFigures {
  /** null: its read failed, the card shows a dash. */
  users: number | null;
  runningProjects: number | null;
  labour: number | null;
  /** Rupees, the sum of the bill totals. */
  revenue: number | null;
}

export function dashboardFigures(parts: DashboardParts): DashboardFigures {
  return {
    users: parts.users ? parts.users.length : null,
    runningProjects: parts.projects ? parts.projects.filter((p) => RUNNING.has(p.status.trim().toLowerCase())).length : null,
    labour: parts.labour,
    revenue: parts.bills ? parts.bills.reduce((sum, bill) => sum + toNumber(bill.total), 0) : null,
  };
}

const createdTime = (p: Project) => {
  const time = Date.parse(p.createdAt);
  return Number.isNaN(time) ? -Infinity : time;
};

/** The newest projects by creation date among those matching the search (project or client) and the status filter. */
export function recentProjects(projects: readonly Project[], search: string, status: string): Project[] {
  const matching = filterBySearch(projects, search, ['projectName', 'client']).filter((p) => !status || p.status === status);
  return [...matching].sort((a, b) => createdTime(b) - createdTime(a)).slice(0, DASHBOARD_RECENT_PROJECTS);
}
