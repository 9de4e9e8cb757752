import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useProject } from '@/api/projects';
import { QueryError } from '@/components/QueryError';
import { ADD_ITEM_TEXTS } from './addItemTexts';

/** The project the new item belongs to: its number and name, or why they are missing. */
export function AddItemProjectHeader({ projectId }: { projectId: string }) {
  const projectQuery = useProject(projectId);
  if (projectQuery.isPending) return <LinearProgress aria-label="Loading project details" sx={{ mb: 2 }} />;
  if (projectQuery.isError) {
    return <QueryError query={projectQuery} message={ADD_ITEM_TEXTS.projectLoadFailed} />;
  }
  const project = projectQuery.data;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Project">
      <Typography variant="body2" color="text.secondary">
        Project Number: <strong>{project.projectNumber}</strong>
      </Typography>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {project.projectName}
      </Typography>
    </Paper>
  );
}
