import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useProject } from '@/api/projects';
import { QueryError, readWaitsForConnection } from '@/components/QueryError';
import { ADD_ITEM_TEXTS } from './addItemTexts';

/** The project the new item belongs to: its number and name, or why they are missing. */
export function AddItemProjectHeader({ projectId }: { projectId: string }) {
  const projectQuery = useProject(projectId);
  if (projectQuery.isPending && !readWaitsForConnection(projectQuery)) return <LinearProgress aria-label="Loading project details" sx={{ mb: 2 }} />;
  const project = projectQuery.data;
  // Failed, or waiting offline for a connection: the header says so, with Retry.
  if (!project) return <QueryError query={projectQuery} what="The project" message={ADD_ITEM_TEXTS.projectLoadFailed} />;
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
