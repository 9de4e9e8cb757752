import type { Activity } from '@/api/activity';
import { isoDay } from '@/lib/dates';

/** The All Activities dialog's filters; '' is "all" (no bound for the dates, yyyy-mm-dd otherwise). */
export interface ActivityFilters {
  user: string;
  entityType: string;
  from: string;
  to: string;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { user: '', entityType: '', from: '', to: '' };

/** The distinct values of one field, in alphabetical order, blanks left out: a filter's options. */
export function activityOptions(activities: readonly Activity[], field: 'userName' | 'entityType'): string[] {
  return [...new Set(activities.map((activity) => activity[field]).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en-IN'));
}

/**
 * The activities of the chosen user and entity type made on a local day from `from` to `to`, both
 * included; in their order. A from after to matches nothing.
 */
export function filterActivities(activities: readonly Activity[], { user, entityType, from, to }: ActivityFilters): readonly Activity[] {
  if (!user && !entityType && !from && !to) return activities;
  return activities.filter((activity) => {
    if (user && activity.userName !== user) return false;
    if (entityType && activity.entityType !== entityType) return false;
    if (!from && !to) return true;
    const day = isoDay(activity.createdAt);
    return (!from || day >= from) && (!to || day <= to);
  });
}
