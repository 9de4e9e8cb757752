import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { Project } from '@/api/projects';
import { formatRupees } from '@/lib/money';
import { ProjectEditDeleteButtons, type ProjectRowHandlers } from './ProjectActions';
import { ProjectPriorityChip, ProjectStatusChip } from './ProjectChips';
import { showProjectDate } from './projectDates';
import { ProjectDetails } from './ProjectDetails';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 36%' }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>{children}</Box>
    </Box>
  );
}

function ProjectCard({ project, handlers }: { project: Project; handlers: ProjectRowHandlers }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = `project-card-details-${project._id}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, mb: 1.5, listStyle: 'none' }} aria-label={project.projectName}>
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
        <Line label="Start Date">{showProjectDate(project.startDate)}</Line>
        <Line label="End Date">{showProjectDate(project.endDate)}</Line>
        <Line label="Budget">{formatRupees(project.budget)}</Line>
        <Line label="Priority">
          <ProjectPriorityChip priority={project.priority} />
        </Line>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <Button
          size="small"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          aria-label={`${expanded ? 'Hide' : 'Show'} details for ${project.projectName}`}
          endIcon={expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
        >
          {expanded ? 'Hide details' : 'Details'}
        </Button>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <ProjectEditDeleteButtons project={project} {...handlers} />
        </Box>
      </Box>
      {expanded && (
        <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <ProjectDetails project={project} id={detailsId} />
        </Box>
      )}
    </Paper>
  );
}

/** The narrow-screen list (under 768 px): a card per project, each expanding to its details. */
export function ProjectCards({
  projects,
  handlers,
  progress,
  empty,
}: {
  projects: readonly Project[];
  handlers: ProjectRowHandlers;
  progress: ReactNode;
  empty: ReactNode;
}) {
  return (
    <Box>
      {progress}
      {empty}
      <Box component="ul" aria-label="Projects" aria-busy={!!progress} sx={{ m: 0, p: 0 }}>
        {projects.map((project) => (
          <ProjectCard key={project._id} project={project} handlers={handlers} />
        ))}
      </Box>
    </Box>
  );
}
