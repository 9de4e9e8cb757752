import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { serverMessageOr } from '@/api/apiError';
import { useDeleteProject, useProjects, type Project } from '@/api/projects';
import { hasPermission } from '@/auth/permissions';
import { useSessionStore } from '@/auth/sessionStore';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { useDeleteFlow } from '@/components/useDeleteFlow';
import { useIsNarrow } from '@/components/useIsNarrow';
import { plural } from '@/lib/plural';
import { EditProjectDialog } from './EditProjectDialog';
import type { ProjectRowHandlers } from './ProjectActions';
import { ProjectCards } from './ProjectCards';
import { searchProjects } from './projectSearch';
import { ProjectTable } from './ProjectTable';
import { PROJECT_TEXTS, projectDeletedText, projectsLoadErrorText } from './projectTexts';
import { PATHS } from '@/config/paths';

const deleteQuestion = (project: Project) =>
  `Are you sure you want to delete the project "${project.projectName}"? Its quotation items, with their material, labour and measurement entries, are deleted too. This action cannot be undone.`;

export default function ProjectManagementPage() {
  const projectsQuery = useProjects();
  const canManage = useSessionStore((s) => hasPermission(s.user, 'MANAGE_PROJECTS'));
  const narrow = useIsNarrow();
  const deleteProject = useDeleteProject();
  const deletion = useDeleteFlow<Project>({
    remove: deleteProject.mutateAsync,
    busy: deleteProject.isPending,
    question: deleteQuestion,
    successText: (project) => projectDeletedText(project.projectName),
    errorText: (error) => serverMessageOr(error, PROJECT_TEXTS.deleteFailed),
  });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Project | null>(null);

  const all = useMemo(() => projectsQuery.data ?? [], [projectsQuery.data]);
  const visible = useMemo(() => searchProjects(all, search), [all, search]);
  const loading = projectsQuery.isPending;
  const handlers: ProjectRowHandlers = { canManage, onEdit: setEditing, onDelete: deletion.ask };

  const progress = loading ? <LinearProgress aria-label="Loading projects" /> : null;
  let empty = null;
  if (projectsQuery.isSuccess && visible.length === 0) {
    empty =
      all.length === 0 ? (
        <EmptyState title="No projects found" hint={canManage ? 'Click Add Project to create the first one.' : undefined} />
      ) : (
        <EmptyState title="No projects match your search" hint="Try another project name or number." />
      );
  }
  const List = narrow ? ProjectCards : ProjectTable;

  return (
    <>
      <PageHeader
        title="Project Management"
        subtitle="Projects, their clients, budgets and progress"
        actions={
          canManage ? (
            <Button component={RouterLink} to={PATHS.addProject} variant="contained" startIcon={<AddIcon />}>
              Add Project
            </Button>
          ) : undefined
        }
      />

      {projectsQuery.isError && (
        <ErrorBanner
          message={projectsLoadErrorText(projectsQuery.error)}
          onRetry={() => void projectsQuery.refetch()}
          retrying={projectsQuery.isFetching}
        />
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <SearchField label="Search by project name or number" value={search} onChange={setSearch} />
        {projectsQuery.isSuccess && (
          <Typography variant="body2" color="text.secondary" role="status">
            {search.trim() ? `Showing ${visible.length} of ${plural(all.length, 'project')}` : plural(all.length, 'project')}
          </Typography>
        )}
      </Box>

      {(projectsQuery.data || !projectsQuery.isError) && <List projects={visible} handlers={handlers} progress={progress} empty={empty} />}

      {editing && <EditProjectDialog key={editing._id} project={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...deletion.dialog} title="Delete Project" />
    </>
  );
}
