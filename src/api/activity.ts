import type { ActivityAction, ActivityEntityType } from '@/config/constants';
import { http } from './http';
import { idOf, listFrom, str } from './normalise';

export type { ActivityAction, ActivityEntityType };

export interface ActivityEntry {
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityId?: string;
  entityName: string;
  description: string;
  metadata?: Record<string, unknown>;
}

export interface Activity extends ActivityEntry {
  _id: string;
  userName: string;
  userRole: string;
  createdAt: string;
}

export interface ActivityStats {
  days: number;
  total: number;
  byAction: Record<string, number>;
  byEntityType: Record<string, number>;
  daily: { date: string; count: number }[];
}

type RawActivity = Partial<Record<keyof Activity, unknown>> & { id?: unknown };

export function normaliseActivity(raw: RawActivity): Activity {
  return {
    _id: idOf(raw),
    userName: str(raw.userName),
    userRole: str(raw.userRole),
    action: str(raw.action) as ActivityAction,
    entityType: str(raw.entityType) as ActivityEntityType,
    entityId: raw.entityId ? str(raw.entityId) : undefined,
    entityName: str(raw.entityName),
    description: str(raw.description),
    metadata: raw.metadata && typeof raw.metadata === 'object' ? (raw.metadata as Record<string, unknown>) : {},
    createdAt: str(raw.createdAt),
  };
}

export const activityKeys = {
  all: ['activity'] as const,
  recent: (limit: number) => ['activity', 'recent', limit] as const,
  stats: (days: number) => ['activity', 'stats', days] as const,
};

/**
 * Records what the user just did. Never throws and never delays the action it reports: a failure
 * (a 403 included, ruling 7) is swallowed; only a 401 ends the session, in the HTTP layer.
 */
export function logActivity(entry: ActivityEntry): void {
  const body = { metadata: {}, ...entry };
  http.post('/activity/create', body, { keepSessionOn403: true }).catch(() => undefined);
}

export async function fetchRecentActivities(limit: number): Promise<Activity[]> {
  const { data } = await http.get('/activity/recent', { params: { limit } });
  return listFrom<RawActivity>(data, 'activities').map(normaliseActivity);
}

export async function fetchActivityStats(days: number): Promise<ActivityStats | null> {
  const { data } = await http.get('/activity/stats', { params: { days } });
  const stats = data && typeof data === 'object' ? (data as { stats?: ActivityStats }).stats : undefined;
  return stats ?? null;
}
