import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { serverMessageOr } from '@/api/apiError';
import { useDeleteProject, useProjects, type Project } from '@/api/projects';
import { QueryList, queryRows } from '@/components/list/QueryList';
import { useRowActions } from '@/components/list/RowActions';
import { useListSearch } from '@/components/list/useListSearch';
import { PageHeader } from '@/components/PageHeader';
import { PATHS } from '@/config/paths';
import { useCan } from '@/session/useCan';
import { EditProjectDialog } from './EditProjectDialog';
import { ProjectCard } from './ProjectCard';
import { PROJECT_LIST, projectName } from './projectColumns';
import { ProjectDetails } from './ProjectDetails';
import { searchProjects } from './projectSearch';
import { PROJECT_TEXTS, projectDeletedText, projectsLoadErrorText } from './projectTexts';

const deleteQuestion = (project: Project) =>
  `Are you sure you want to delete the project "${project.projectName}"? Its quotation items, with their material, labour and measurement entries, are deleted too. This action cannot be undone.`;


export default function ProjectManagementPage() {
  const query = useProjects();
  const canManage = useCan('MANAGE_PROJECTS');
  const deleteProject = useDeleteProject();
  const [editing, setEditing] = useState<Project | null>(null);
  const rowActions = useRowActions<Project>({
    name: projectName,
    edit: { run: setEditing, permission: 'MANAGE_PROJECTS', tooltip: 'Edit project' },
    delete: {
      permission: 'MANAGE_PROJECTS',
      tooltip: 'Delete project',
      title: 'Delete Project',
      mutation: deleteProject,
      question: deleteQuestion,
      successText: (project) => projectDeletedText(project.projectName),
      errorText: (error) => serverMessageOr(error, PROJECT_TEXTS.deleteFailed),
    },
  });

  const search = useListSearch(queryRows(query), 'Search by project name or number', searchProjects);
  const { actions } = rowActions;

  return (
    <>
      <PageHeader
        title="Project Management"
        subtitle="Projects, their clients, budgets and progress"
        actions={
          canManage && (
            <Button component={RouterLink} to={PATHS.addProject} variant="contained" startIcon={<AddIcon />}>
              Add Project
            </Button>
          )
        }
      />

      <QueryList
        {...PROJECT_LIST}
        query={query}
        search={search}
        actions={actions}
        loadError={projectsLoadErrorText}
        empty={{
          title: 'No projects found',
          hint: canManage ? 'Click Add Project to create the first one.' : undefined,
          filteredTitle: 'No projects match your search',
          filteredHint: 'Try another project name or number.',
        }}
        renderDetails={(project, { detailsId }) => <ProjectDetails project={project} id={detailsId} />}
        renderCard={(project, context) => <ProjectCard project={project} actions={actions?.(project)} context={context} />}
      />

      {editing && <EditProjectDialog key={editing._id} project={editing} onClose={() => setEditing(null)} />}
      {rowActions.confirmDialog}
    </>
  );
}
