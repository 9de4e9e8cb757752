import { useMemo } from 'react';
import type { Activity } from '@/api/activity';
import { DetailsDialog } from '@/components/DetailsDialog';
import { EmptyState } from '@/components/EmptyState';
import { DataList } from '@/components/list/DataList';
import { ListFilters, useListFilters } from '@/components/list/ListFilters';
import { byId, type ListColumn, type ListDeclaration } from '@/components/list/listTypes';
import { isoDay, isoTime } from '@/lib/dates';
import { timeAgo } from '@/lib/timeAgo';
import { activityOptions, filterActivities, NO_ACTIVITY_FILTERS } from './activityFilters';
import { DASHBOARD_TEXTS as T } from './dashboardTexts';

export const activityText = (a: Activity) => a.description || `${a.action} ${a.entityType} ${a.entityName}`.trim();

const ACTIVITY_COLUMNS: readonly ListColumn<Activity>[] = [
  { key: 'user', header: 'User', render: (a) => a.userName || '—' },
  { key: 'activity', header: 'Activity', render: activityText },
  {
    key: 'time',
    header: 'Time',
    // The file says when, not how long ago: the day and the local time.
    exportParts: [
      { header: 'Date', value: (a) => isoDay(a.createdAt) },
      { header: 'Time', value: (a) => isoTime(a.createdAt) },
    ],
    render: (a) => timeAgo(a.createdAt),
  },
];

const ALL_ACTIVITIES_LIST: ListDeclaration<Activity> = { label: T.allActivities, exportName: 'activities', columns: ACTIVITY_COLUMNS, rowKey: byId, cardLabel: (a) => a.userName };

/** Every loaded activity, narrowed by user, entity type and a range of days, with Export CSV. */
export function AllActivitiesDialog({ activities, onClose }: { activities: readonly Activity[]; onClose: () => void }) {
  const filters = useListFilters(NO_ACTIVITY_FILTERS);
  const rows = useMemo(() => filterActivities(activities, filters.values), [activities, filters.values]);
  const users = useMemo(() => activityOptions(activities, 'userName'), [activities]);
  const entityTypes = useMemo(() => activityOptions(activities, 'entityType'), [activities]);
  return (
    <DetailsDialog title={T.allActivities} large onClose={onClose}>
      <DataList
        {...ALL_ACTIVITIES_LIST}
        rows={rows}
        source={activities}
        count={{ total: activities.length, noun: 'activity', nounPlural: 'activities', filtered: filters.active }}
        toolbar={
          <ListFilters
            filters={filters}
            fields={[
              { key: 'user', label: T.userFilter, allLabel: T.allUsers, options: users },
              { key: 'entityType', label: T.entityTypeFilter, allLabel: T.allEntityTypes, options: entityTypes },
              { key: 'from', label: T.fromFilter, date: true },
              { key: 'to', label: T.toFilter, date: true },
            ]}
            clearLabel={T.clearFilters}
          />
        }
        empty={<EmptyState title={filters.active ? T.noMatchingActivities : T.noActivities} hint={filters.active ? T.adjustFilters : undefined} />}
      />
    </DetailsDialog>
  );
}
