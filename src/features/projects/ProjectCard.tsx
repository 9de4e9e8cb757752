import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Project } from '@/api/projects';
import { CardDetails, CardDetailsFooter, CardFrame, CardLine as Line } from '@/components/list/ListCards';
import type { RowContext } from '@/components/list/listTypes';
import { formatRupees } from '@/lib/money';
import { ProjectPriorityChip, ProjectStatusChip } from './ProjectChips';
import { formatDate } from '@/lib/dates';
import { ProjectDetails } from './ProjectDetails';

/** A project's card under 768 px, expanding to its details; the list names it by the project's name. */
export function ProjectCard({ project, actions, context }: { project: Project; actions: ReactNode; context: RowContext }) {
  const { expanded, detailsId } = context;
  return (
    <CardFrame>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {project.projectName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {project.projectNumber || '—'}
          </Typography>
        </Box>
        <ProjectStatusChip status={project.status} />
      </Box>
      <Box sx={{ mt: 1 }}>
        <Line label="Client">{project.client || '—'}</Line>
        <Line label="Start Date">{formatDate(project.startDate)}</Line>
        <Line label="End Date">{formatDate(project.endDate)}</Line>
        <Line label="Budget">{formatRupees(project.budget)}</Line>
        <Line label="Priority">
          <ProjectPriorityChip priority={project.priority} />
        </Line>
      </Box>
      <CardDetailsFooter name={project.projectName} context={context} actions={actions} />
      {expanded && (
        <CardDetails>
          <ProjectDetails project={project} id={detailsId} />
        </CardDetails>
      )}
    </CardFrame>
  );
}
