import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import { useProjects, type Project } from '@/api/projects';
import { EmptyState } from '@/components/EmptyState';
import { QueryError, readWaitsForConnection } from '@/components/QueryError';
import { PageHeader } from '@/components/PageHeader';
import { ProjectPicker } from '@/components/ProjectPicker';
import { ProjectQuotations } from './list/ProjectQuotations';
import { QUOTATION_LIST_TEXTS } from './list/quotationListTexts';
import { selection } from './selection';
import { addQuotationItemPath } from '@/config/paths';
import { useCan } from '@/session/useCan';

const NO_PROJECTS: readonly Project[] = [];

export default function QuotationManagementPage() {
  const projectsQuery = useProjects();
  const canManage = useCan('MANAGE_PROJECTS');
  const [chosenId, setChosenId] = useState<string | null>(() => selection.projectId());

  const projects = projectsQuery.data;
  const project = projects?.find((p) => p._id === chosenId);
  // A remembered project that no longer exists is forgotten.
  const gone = !!chosenId && !!projects && !project;
  const projectId = gone ? null : chosenId;

  useEffect(() => {
    if (gone) selection.setProjectId(null);
  }, [gone]);

  const choose = (next: { _id: string } | null) => {
    const id = next?._id ?? null;
    selection.setProjectId(id);
    setChosenId(id);
  };

  return (
    <>
      <PageHeader
        title="Quotation Management"
        subtitle="Quotation items of a project, priced from their materials and labour"
        actions={
          projectId && canManage ? (
            <Button component={RouterLink} to={addQuotationItemPath(projectId)} variant="contained" startIcon={<AddIcon />}>
              Add Item
            </Button>
          ) : undefined
        }
      />

      <QueryError query={projectsQuery} what="Projects" message={QUOTATION_LIST_TEXTS.projectsFailed} />

      <ProjectPicker projects={projects ?? NO_PROJECTS} loading={projectsQuery.isPending && !readWaitsForConnection(projectsQuery)} value={project ?? null} onChange={choose} />

      {projectId ? (
        <ProjectQuotations
          key={projectId}
          projectId={projectId}
          projectNumber={project?.projectNumber ?? ''}
          projectName={project?.projectName ?? ''}
          canManage={canManage}
        />
      ) : (
        <Paper variant="outlined">
          <EmptyState title="Select a project" hint="Search for a project by name or number to see its quotation items." />
        </Paper>
      )}
    </>
  );
}
