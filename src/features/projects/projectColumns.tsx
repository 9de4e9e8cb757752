import Typography from '@mui/material/Typography';
import type { Project } from '@/api/projects';
import { byId, type ListColumn, type ListDeclaration } from '@/components/list/listTypes';
import { formatRupees } from '@/lib/money';
import { DetailsToggle } from './ProjectActions';
import { ProjectPriorityChip, ProjectStatusChip } from './ProjectChips';
import { formatDate, isoDay } from '@/lib/dates';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The project list's columns; the first opens a row's details. */
export const PROJECT_COLUMNS: readonly ListColumn<Project>[] = [
  {
    key: 'details',
    header: 'Details',
    headerHidden: true,
    padding: 'checkbox',
    render: (p, { expanded, toggleExpanded, detailsId }) => (
      <DetailsToggle project={p} expanded={expanded} controls={detailsId} onToggle={toggleExpanded} />
    ),
  },
  { key: 'number', header: 'Project No.', sortValue: (p) => p.projectNumber, cellSx: NO_WRAP, render: (p) => p.projectNumber || '—' },
  {
    key: 'name',
    header: 'Project Name',
    sortValue: (p) => p.projectName,
    render: (p) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {p.projectName}
      </Typography>
    ),
  },
  { key: 'client', header: 'Client', sortValue: (p) => p.client, render: (p) => p.client || '—' },
  { key: 'start', header: 'Start Date', sortValue: (p) => p.startDate, exportValue: (p) => isoDay(p.startDate), cellSx: NO_WRAP, render: (p) => formatDate(p.startDate) },
  { key: 'end', header: 'End Date', sortValue: (p) => p.endDate, exportValue: (p) => isoDay(p.endDate), cellSx: NO_WRAP, render: (p) => formatDate(p.endDate) },
  { key: 'budget', header: 'Budget', sortValue: (p) => p.budget, cellSx: NO_WRAP, render: (p) => formatRupees(p.budget) },
  { key: 'status', header: 'Status', sortValue: (p) => p.status, render: (p) => <ProjectStatusChip status={p.status} /> },
  { key: 'priority', header: 'Priority', sortValue: (p) => p.priority, render: (p) => <ProjectPriorityChip priority={p.priority} /> },
];

export const projectName = (project: Project) => project.projectName;

export const PROJECT_LIST: ListDeclaration<Project> = { label: 'Projects', noun: 'project', columns: PROJECT_COLUMNS, rowKey: byId, cardLabel: projectName, dense: true };
