import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { serverMessageOr } from '@/api/apiError';
import { useDeleteProject, useProjects, type Project } from '@/api/projects';
import { hasPermission } from '@/lib/permissions';
import { useSessionStore } from '@/session/sessionStore';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { DataList } from '@/components/list/DataList';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { useDeleteFlow } from '@/components/useDeleteFlow';
import { EditProjectDialog } from './EditProjectDialog';
import { ProjectEditDeleteButtons, type ProjectRowHandlers } from './ProjectActions';
import { ProjectCard } from './ProjectCard';
import { PROJECT_COLUMNS } from './projectColumns';
import { ProjectDetails } from './ProjectDetails';
import { searchProjects } from './projectSearch';
import { PROJECT_TEXTS, projectDeletedText, projectsLoadErrorText } from './projectTexts';
import { PATHS } from '@/config/paths';

const deleteQuestion = (project: Project) =>
  `Are you sure you want to delete the project "${project.projectName}"? Its quotation items, with their material, labour and measurement entries, are deleted too. This action cannot be undone.`;

const projectId = (project: Project) => project._id;
const projectName = (project: Project) => project.projectName;

export default function ProjectManagementPage() {
  const projectsQuery = useProjects();
  const canManage = useSessionStore((s) => hasPermission(s.user, 'MANAGE_PROJECTS'));
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

  const empty =
    all.length === 0 ? (
      <EmptyState title="No projects found" hint={canManage ? 'Click Add Project to create the first one.' : undefined} />
    ) : (
      <EmptyState title="No projects match your search" hint="Try another project name or number." />
    );

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

      <DataList
        label="Projects"
        rows={visible}
        columns={PROJECT_COLUMNS}
        rowKey={projectId}
        actions={canManage ? (project) => <ProjectEditDeleteButtons project={project} size="small" {...handlers} /> : undefined}
        loading={loading}
        error={
          projectsQuery.isError
            ? { message: projectsLoadErrorText(projectsQuery.error), onRetry: () => void projectsQuery.refetch(), retrying: projectsQuery.isFetching }
            : null
        }
        empty={empty}
        toolbar={<SearchField label="Search by project name or number" value={search} onChange={setSearch} />}
        count={projectsQuery.isSuccess ? { total: all.length, noun: 'project', filtered: search.trim() !== '' } : null}
        renderDetails={(project, { detailsId }) => <ProjectDetails project={project} id={detailsId} />}
        renderCard={(project, context) => <ProjectCard project={project} handlers={handlers} context={context} />}
        cardLabel={projectName}
        dense
      />

      {editing && <EditProjectDialog key={editing._id} project={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...deletion.dialog} title="Delete Project" />
    </>
  );
}
