import { memo, useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Project } from '@/api/projects';
import { EmptyState } from '@/components/EmptyState';
import { ToneChip } from '@/components/ToneChip';
import { notLoadedText } from '@/components/QueryError';
import type { NotLoaded } from '@/components/StatCard';
import { FilterSelect } from '@/components/FilterSelect';
import { DataList } from '@/components/list/DataList';
import { byId, type ListColumn, type ListDeclaration } from '@/components/list/listTypes';
import { SearchField } from '@/components/SearchField';
import { DASHBOARD_RECENT_PROJECTS, PROJECT_STATUSES } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { recentProjects } from './dashboardFigures';
import { DASHBOARD_TEXTS as T } from './dashboardTexts';
import { projectStatusTone } from './projectStatusTone';

const COLUMNS: readonly ListColumn<Project>[] = [
  { key: 'project', header: 'Project', render: (p) => p.projectName },
  { key: 'client', header: 'Client', render: (p) => p.client },
  {
    key: 'status',
    header: 'Status',
    render: (p) => (p.status ? <ToneChip label={p.status} tone={projectStatusTone(p.status)} /> : '—'),
  },
  { key: 'deadline', header: 'Deadline', render: (p) => formatDate(p.endDate) },
];

const RECENT_PROJECTS_LIST: ListDeclaration<Project> = { label: T.recentProjects, columns: COLUMNS, rowKey: byId, cardLabel: (p) => p.projectName };

const NO_PROJECTS: readonly Project[] = [];

/**
 * The newest projects, with a search by project or client name and a status filter. When their read
 * failed (`projects` null) the part says so, with Retry, instead of an empty list (ruling 36); while it is
 * on its way (`loading`), the part shows its frame, loading, with its search and filter in place, disabled.
 */
function RecentProjectsPart({ projects, loading = false, notLoaded }: { projects: readonly Project[] | null; loading?: boolean; notLoaded?: NotLoaded }) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const rows = useMemo(() => recentProjects(projects ?? NO_PROJECTS, search, status), [projects, search, status]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {T.recentProjects}
        </Typography>
        {projects && (
          <Button component={RouterLink} to={PATHS.projectManagement} size="small">
            {T.viewAllProjects(projects.length)}
          </Button>
        )}
      </Box>
      <DataList
        {...RECENT_PROJECTS_LIST}
        exportName={false}
        rows={rows}
        loading={loading}
        loadingRows={DASHBOARD_RECENT_PROJECTS}
        empty={<EmptyState title={T.noProjects} />}
        error={notLoaded ? { message: notLoadedText('Projects'), ...notLoaded } : null}
        // In place, disabled, while the projects load: coming with them, it pushed the list and the part
        // below it down (a layout shift of up to a third of a phone's screen).
        toolbar={
          (projects || loading) && (
            <>
              <SearchField label={T.searchProjects} value={search} onChange={setSearch} disabled={!projects} />
              <FilterSelect label={T.statusFilter} allLabel={T.allStatuses} value={status} options={PROJECT_STATUSES} onChange={setStatus} disabled={!projects} />
            </>
          )
        }
      />
    </Paper>
  );
}

/** Drawn again only when its own part changes, not each time another of the dashboard's reads answers. */
export const RecentProjects = memo(RecentProjectsPart);
