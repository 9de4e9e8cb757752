import { Fragment, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Project } from '@/api/projects';
import { formatRupees } from '@/lib/money';
import { DetailsToggle, ProjectEditDeleteButtons, type ProjectRowHandlers } from './ProjectActions';
import { ProjectPriorityChip, ProjectStatusChip } from './ProjectChips';
import { showProjectDate } from './projectDates';
import { ProjectDetails } from './ProjectDetails';

const HEADERS = ['Project No.', 'Project Name', 'Client', 'Start Date', 'End Date', 'Budget', 'Status', 'Priority'];

/** Read by screen readers only; its cell is the positioning parent so it cannot widen the page. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function ProjectRow({ project, handlers }: { project: Project; handlers: ProjectRowHandlers }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = `project-details-${project._id}`;
  const columnCount = HEADERS.length + (handlers.canManage ? 2 : 1);
  return (
    <Fragment>
      <TableRow hover sx={expanded ? { '& > td': { borderBottom: 'none' } } : undefined}>
        <TableCell padding="checkbox">
          <DetailsToggle project={project} expanded={expanded} controls={detailsId} onToggle={() => setExpanded((v) => !v)} />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{project.projectNumber || '—'}</TableCell>
        <TableCell>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {project.projectName}
          </Typography>
        </TableCell>
        <TableCell>{project.client || '—'}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{showProjectDate(project.startDate)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{showProjectDate(project.endDate)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRupees(project.budget)}</TableCell>
        <TableCell>
          <ProjectStatusChip status={project.status} />
        </TableCell>
        <TableCell>
          <ProjectPriorityChip priority={project.priority} />
        </TableCell>
        {handlers.canManage && (
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <ProjectEditDeleteButtons project={project} size="small" {...handlers} />
          </TableCell>
        )}
      </TableRow>
      {expanded && (
        <TableRow>
          <TableCell colSpan={columnCount} sx={{ bgcolor: 'action.hover' }}>
            <ProjectDetails project={project} id={detailsId} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** The wide-screen list: a row per project, each expanding to its details. */
export function ProjectTable({
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
  const columnCount = HEADERS.length + (handlers.canManage ? 2 : 1);
  return (
    <Paper variant="outlined">
      {progress}
      <TableContainer>
        <Table aria-label="Projects" aria-busy={!!progress} size="small" sx={{ '& th, & td': { px: 1.25 } }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" sx={{ position: 'relative' }}>
                <Box component="span" sx={visuallyHidden}>
                  Details
                </Box>
              </TableCell>
              {HEADERS.map((header) => (
                <TableCell key={header} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {header}
                </TableCell>
              ))}
              {handlers.canManage && (
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  Actions
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {empty && (
              <TableRow>
                <TableCell colSpan={columnCount}>{empty}</TableCell>
              </TableRow>
            )}
            {projects.map((project) => (
              <ProjectRow key={project._id} project={project} handlers={handlers} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
