import IconButton from '@mui/material/IconButton';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { Project } from '@/api/projects';

/** A project's row or card opens and closes its details part. */
export function DetailsToggle({
  project,
  expanded,
  controls,
  onToggle,
}: {
  project: Project;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <IconButton
      size="small"
      aria-label={`${expanded ? 'Hide' : 'Show'} details for ${project.projectName}`}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
    >
      {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
    </IconButton>
  );
}
