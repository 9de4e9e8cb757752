import type { ActivityAction, ActivityEntityType } from '@/config/constants';
import { toNumber } from '@/lib/money';
import { http } from './http';
import { idOf, isRecord, listOf, recordOf, str } from './normalise';

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

export function normaliseActivity(input: unknown): Activity {
  const raw = recordOf(input) as RawActivity;
  return {
    _id: idOf(raw),
    userName: str(raw.userName),
    userRole: str(raw.userRole),
    action: str(raw.action) as ActivityAction,
    entityType: str(raw.entityType) as ActivityEntityType,
    entityId: raw.entityId ? str(raw.entityId) : undefined,
    entityName: str(raw.entityName),
    description: str(raw.description),
    metadata: isRecord(raw.metadata) ? raw.metadata : {},
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
  return listOf(data, 'activities', normaliseActivity);
}

export async function fetchActivityStats(days: number): Promise<ActivityStats | null> {
  const { data } = await http.get('/activity/stats', { params: { days } });
  return activityStatsFrom(data);
}

/** The `stats` of an answer, every figure a finite number (unreadable ones 0); null when the answer holds no stats. */
export function activityStatsFrom(data: unknown): ActivityStats | null {
  const stats = recordOf(data).stats;
  if (!isRecord(stats)) return null;
  return {
    days: toNumber(stats.days),
    total: toNumber(stats.total),
    byAction: countsOf(stats.byAction),
    byEntityType: countsOf(stats.byEntityType),
    daily: Array.isArray(stats.daily) ? stats.daily.filter(isRecord).map((day) => ({ date: str(day.date), count: toNumber(day.count) })) : [],
  };
}

const countsOf = (value: unknown): Record<string, number> =>
  Object.fromEntries(Object.entries(recordOf(value)).map(([name, count]) => [name, toNumber(count)]));
