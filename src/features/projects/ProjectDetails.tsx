import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Project } from '@/api/projects';
import { ClampedText } from '@/components/ClampedText';
import { PROJECT_DESCRIPTION_CLAMP } from '@/config/constants';
import { formatRupees } from '@/lib/money';
import { ProjectPriorityChip } from './ProjectChips';

/** One term and its value; a div directly inside the dl, as HTML allows for grouping. */
function Detail({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** What a row or card shows when expanded: manager, budget, priority and the description. */
export function ProjectDetails({ project, id }: { project: Project; id: string }) {
  return (
    <Box
      id={id}
      component="dl"
      aria-label={`Details of ${project.projectName}`}
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      <Detail term="Project Manager">{project.projectManager || '—'}</Detail>
      <Detail term="Budget">{formatRupees(project.budget)}</Detail>
      <Detail term="Priority">
        <ProjectPriorityChip priority={project.priority} />
      </Detail>
      <Detail term="Description" wide>
        {project.description ? <ClampedText text={project.description} limit={PROJECT_DESCRIPTION_CLAMP} /> : '—'}
      </Detail>
    </Box>
  );
}
