import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isNotFound } from '@/api/apiError';
import { useProject } from '@/api/projects';
import { useQuotationItems } from '@/api/quotations';
import { ClampedText } from '@/components/ClampedText';
import { QueryError, readMissing, readWaitsForConnection } from '@/components/QueryError';
import { QUOTATION_DESCRIPTION_CLAMP } from '@/config/constants';

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
      <Typography component="dt" color="text.secondary" sx={{ flex: '0 0 auto' }}>
        {term}:
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What a line says while its read failed: not 'Not found' (ruling 36); the banner above offers Retry. */
const NOT_LOADED = 'Not loaded';

/** Names the project and the quotation item a sheet belongs to (chosen on Quotation Management). */
export function SheetSubject({ projectId, itemId }: { projectId: string | null; itemId: string | null }) {
  const project = useProject(projectId ?? undefined);
  const items = useQuotationItems(projectId ?? undefined);
  const item = items.data?.find((candidate) => candidate._id === itemId);

  // A project deleted since it was chosen is gone, not unloaded: nothing to retry.
  const projectGone = project.isError && isNotFound(project.error);
  let projectText = 'Not selected';
  if (projectId) projectText = project.data ? `${project.data.projectName} (${project.data.projectNumber})` : project.isPending && !readWaitsForConnection(project) ? 'Loading...' : projectGone ? 'Not found' : NOT_LOADED;

  let itemText: ReactNode = 'Not selected';
  if (itemId && item) {
    itemText = (
      <>
        {item.itemNo && `${item.itemNo}. `}
        <ClampedText text={item.description} limit={QUOTATION_DESCRIPTION_CLAMP} />
      </>
    );
  } else if (itemId) {
    itemText = readMissing(items) ? NOT_LOADED : projectId && items.isPending ? 'Loading...' : 'Selected';
  }

  return (
    <>
      {projectId && !projectGone && <QueryError query={project} what="The project" />}
      {projectId && itemId && <QueryError query={items} what="The quotation item" />}
      <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gap: 0.5 }}>
        <Line term="Project">{projectText}</Line>
        <Line term="Quotation item">{itemText}</Line>
      </Box>
    </>
  );
}
