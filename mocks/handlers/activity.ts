import { http, HttpResponse } from 'msw';
import { requireUser } from '../auth';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES } from '@/config/constants';
import { createHandler } from '../crud';
import { db, type ActivityRecord } from '../db';
import { apiPath, fail, handle, text } from '../respond';

const DAY_MS = 86_400_000;
const RECENT_LIMIT = { fallback: 10, min: 1, max: 500 };
const STATS_DAYS = { fallback: 7, min: 1, max: 365 };

function listedActivity(activity: ActivityRecord) {
  return {
    _id: activity._id,
    userName: activity.userName,
    userRole: activity.userRole,
    action: activity.action,
    entityType: activity.entityType,
    entityId: activity.entityId,
    entityName: activity.entityName,
    description: activity.description,
    metadata: activity.metadata,
    createdAt: activity.createdAt,
  };
}

/** An integer query parameter: missing or not a number gives the fallback; others are clamped to the range. */
function intParam(url: string, name: string, range: { fallback: number; min: number; max: number }): number {
  const raw = new URL(url).searchParams.get(name)?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) return range.fallback;
  return Math.min(range.max, Math.max(range.min, Math.floor(value)));
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    fail(400, `${field} must be one of: ${allowed.join(', ')}`);
  }
  return value as T;
}

function readMetadata(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) fail(400, 'Metadata must be a JSON object');
  return value as Record<string, unknown>;
}

/** Newest first; entries of the same instant by id, which grows with creation. */
function activitiesNewestFirst(): ActivityRecord[] {
  return db.activities.findMany(undefined, { orderBy: [{ createdAt: 'desc' }, { _id: 'desc' }] });
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function zeroCounts<T extends string>(keys: readonly T[]): Record<T, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<T, number>;
}

/** Counts over the last `days` calendar days (UTC), today included. */
function activityStats(days: number, now: number) {
  const daily = Array.from({ length: days }, (_, i) => ({ date: utcDay(now - (days - 1 - i) * DAY_MS), count: 0 }));
  const dayIndex = new Map(daily.map((d, i) => [d.date, i]));
  const byAction = zeroCounts(ACTIVITY_ACTIONS);
  const byEntityType = zeroCounts(ACTIVITY_ENTITY_TYPES);
  let total = 0;
  for (const activity of db.activities.all()) {
    const index = dayIndex.get(activity.createdAt.slice(0, 10));
    if (index === undefined) continue;
    daily[index].count += 1;
    byAction[activity.action] += 1;
    byEntityType[activity.entityType] += 1;
    total += 1;
  }
  return { days, total, byAction, byEntityType, daily };
}

export const activityHandlers = [
  createHandler(
    { store: db.activities, notFound: 'Activity not found', answer: listedActivity },
    {
      path: '/activity/create',
      access: 'signedIn',
      key: 'activity',
      read: (body, { user }) => {
        const action = oneOf(body.action, ACTIVITY_ACTIONS, 'action');
        const entityType = oneOf(body.entityType, ACTIVITY_ENTITY_TYPES, 'entityType');
        const metadata = readMetadata(body.metadata);
        const entityId = typeof body.entityId === 'number' ? String(body.entityId) : text(body.entityId);
        return {
          userName: user.name,
          userRole: user.role,
          action,
          entityType,
          entityId: entityId || null,
          entityName: text(body.entityName),
          description: text(body.description),
          metadata,
        };
      },
    },
  ),

  http.get(
    apiPath('/activity/recent'),
    handle(({ request }) => {
      requireUser(request);
      const limit = intParam(request.url, 'limit', RECENT_LIMIT);
      return HttpResponse.json({ success: true, activities: activitiesNewestFirst().slice(0, limit).map(listedActivity) });
    }),
  ),

  http.get(
    apiPath('/activity/stats'),
    handle(({ request }) => {
      requireUser(request);
      const days = intParam(request.url, 'days', STATS_DAYS);
      return HttpResponse.json({ success: true, stats: activityStats(days, Date.now()) });
    }),
  ),
];
