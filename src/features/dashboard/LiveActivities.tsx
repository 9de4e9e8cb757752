import { memo, useId, useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { Activity, ActivityStats } from '@/api/activity';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { notLoadedText } from '@/components/QueryError';
import type { NotLoaded } from '@/components/StatCard';
import { DASHBOARD_LIVE_ACTIVITIES, DASHBOARD_STATS_DAYS } from '@/config/constants';
import { plural } from '@/lib/plural';
import { timeAgo } from '@/lib/timeAgo';
import { activityText, AllActivitiesDialog } from './AllActivitiesDialog';
import { DASHBOARD_TEXTS as T } from './dashboardTexts';

/**
 * The latest activities' list. Each line's parts are styled here once, by class, rather than by an MUI
 * element each: the lines come with the dashboard's first answers, in the page's busiest moment.
 */
const ActivityList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  marginTop: theme.spacing(1),
  '& > li': { padding: theme.spacing(1, 0), borderBottom: `1px solid ${theme.palette.divider}`, minWidth: 0, '&:last-child': { borderBottom: 0 } },
  '& .activity-who': { ...theme.typography.body2, margin: 0, fontWeight: 700 },
  '& .activity-what': { ...theme.typography.body2, margin: 0, overflowWrap: 'anywhere' },
  '& .activity-when': { ...theme.typography.caption, color: theme.palette.text.secondary },
}));

function ActivityLine({ activity }: { activity: Activity }) {
  return (
    <li>
      <p className="activity-who">{activity.userName || '—'}</p>
      <p className="activity-what">{activityText(activity)}</p>
      <span className="activity-when">{timeAgo(activity.createdAt)}</span>
    </li>
  );
}

const NO_ACTIVITIES: readonly Activity[] = [];

/**
 * The latest activities, the week's count, and every loaded activity in a dialog. A part whose read
 * failed (null) says so, with Retry, instead of 'No activities yet' or no count (ruling 36).
 */
function LiveActivitiesPart({
  activities: read,
  stats,
  activitiesLoading = false,
  activitiesNotLoaded,
  statsNotLoaded,
}: {
  activities: readonly Activity[] | null;
  stats: ActivityStats | null;
  /** The activities' first read is on its way: the part shows it is loading, not 'No activities yet'. */
  activitiesLoading?: boolean;
  activitiesNotLoaded?: NotLoaded;
  statsNotLoaded?: NotLoaded;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const activities = read ?? NO_ACTIVITIES;
  const latest = activities.slice(0, DASHBOARD_LIVE_ACTIVITIES);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {T.liveActivities}
      </Typography>
      {stats && (
        <Typography variant="body2" color="text.secondary">
          {`${plural(stats.total, 'activity', 'activities')} in the last ${DASHBOARD_STATS_DAYS} days`}
        </Typography>
      )}
      {statsNotLoaded && <ErrorBanner message={notLoadedText('The activity count')} {...statsNotLoaded} />}
      {activitiesNotLoaded ? (
        <ErrorBanner message={notLoadedText('Activities')} {...activitiesNotLoaded} />
      ) : activitiesLoading ? (
        <LinearProgress aria-label={T.loadingActivities} sx={{ my: 2 }} />
      ) : latest.length === 0 ? (
        <EmptyState title={T.noActivities} />
      ) : (
        <ActivityList>
          {latest.map((activity) => (
            <ActivityLine key={activity._id} activity={activity} />
          ))}
        </ActivityList>
      )}
      <Button size="small" sx={{ mt: 1 }} disabled={activities.length === 0} onClick={() => setOpen(true)}>
        {T.viewAllActivities(activities.length)}
      </Button>
      {open && <AllActivitiesDialog activities={activities} onClose={() => setOpen(false)} />}
    </Paper>
  );
}

/** Drawn again only when its own part changes, not each time another of the dashboard's reads answers. */
export const LiveActivities = memo(LiveActivitiesPart);
