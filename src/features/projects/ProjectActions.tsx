import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { Project } from '@/api/projects';

/** What a row or card can do; edit and delete only for users who may manage projects. */
export interface ProjectRowHandlers {
  canManage: boolean;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
}

export function ProjectEditDeleteButtons({
  project,
  canManage,
  onEdit,
  onDelete,
  size = 'medium',
}: ProjectRowHandlers & { project: Project; size?: 'small' | 'medium' }) {
  if (!canManage) return null;
  return (
    <>
      <Tooltip title="Edit project">
        <IconButton size={size} aria-label={`Edit ${project.projectName}`} onClick={() => onEdit(project)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete project">
        <IconButton size={size} aria-label={`Delete ${project.projectName}`} color="error" onClick={() => onDelete(project)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}

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
