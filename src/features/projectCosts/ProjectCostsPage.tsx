import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { connectionErrorText } from '@/api/connectionErrorText';
import { combineLineLoads } from '@/api/projectLinesCombined';
import { projectsWithFailedParts } from '@/api/projectLinesLoader';
import { useProjectCostReads, useProjectCostsProgress } from '@/api/projectCosts';
import { loadingProgressOf } from '@/components/list/PartsList';
import { ProjectLinesScreen, type CardFigure, type LinesCards } from '@/components/list/ProjectLinesScreen';
import { PageHeader } from '@/components/PageHeader';
import { QueryError } from '@/components/QueryError';
import { formatRupees } from '@/lib/money';
import { filterBySearch } from '@/lib/search';
import { projectCostColumns } from './projectCostColumns';
import { costTotals, projectCostRows, type CostMemory, type ProjectCostRow } from './projectCostFigures';
import { ProjectCostDialog } from './ProjectCostDialog';
import { PROJECT_COSTS_LOAD_ERRORS, PROJECT_COSTS_TEXTS as T, unmatchedBillsText, unratedLinesText } from './projectCostsTexts';

const useLoadProgress = loadingProgressOf(useProjectCostsProgress, T.loading);

const NO_FILTERS = { search: '' };
const FILTERS = {
  none: NO_FILTERS,
  fields: () => [{ key: 'search' as const, label: T.search }],
  apply: (rows: readonly ProjectCostRow[], { search }: typeof NO_FILTERS) => filterBySearch(rows, search, ['projectName', 'projectNumber']),
};
const EMPTY = { title: T.noProjects, none: T.noProjectsHint, filtered: T.noProjectsMatch };
const LOAD_TEXTS = {
  title: T.loadErrorTitle,
  failed: (error: unknown) => connectionErrorText(error, PROJECT_COSTS_LOAD_ERRORS),
  partsFailed: T.partsFailed,
};

const money = (value: number | null) => (value === null ? null : formatRupees(value));

/** The cards, over the projects listed; a total that leaves something out is not known ('—'). */
function costFigures(shown: readonly ProjectCostRow[]): readonly CardFigure[] {
  const { material, labour, billedBeforeTax, margin } = costTotals(shown);
  const costs = material === null || labour === null ? null : material + labour;
  return [['Projects', shown.length], ['Billed (before tax)', money(billedBeforeTax)], ['Material and labour cost', money(costs)], ['Margin', money(margin)]];
}
const COST_CARDS: LinesCards<ProjectCostRow> = { of: 'shown', figures: costFigures };

/** Project Costs: every project's budget, quoted amount, costs, billing and margin; each opens its breakdown by item. */
export default function ProjectCostsPage() {
  const { labour, materials, projects, bills, itemsOf } = useProjectCostReads();
  const [viewingId, setViewingId] = useState<string | null>(null);

  const load = combineLineLoads([labour, materials]);
  // While lines arrive (a publish every 100 ms from each join), only the projects that gained some are worked out again.
  const [memory] = useState<CostMemory>(() => new Map());
  const { rows, leftOut } = useMemo(
    () =>
      projectCostRows(
        {
          // Without the projects' own read (a kept result shown before it answers) the budgets are not known.
          projects: projects.data ?? labour.projects.map((project) => ({ ...project, budget: null })),
          materials: materials.rows,
          labour: labour.rows,
          itemsOf,
          bills: bills.data ?? null,
          loading: new Set([...labour.loadingProjects, ...materials.loadingProjects]),
          failed: projectsWithFailedParts([...labour.failed, ...materials.failed]),
        },
        memory,
      ),
    [projects.data, labour.projects, labour.rows, materials.rows, labour.loadingProjects, materials.loadingProjects, labour.failed, materials.failed, bills.data, itemsOf, memory],
  );
  const onView = useCallback((row: ProjectCostRow) => setViewingId(row.projectId), []);
  const columns = useMemo(() => projectCostColumns(onView), [onView]);
  const viewing = viewingId ? rows.find((row) => row.projectId === viewingId) : undefined;

  const notices = (
    <>
      <QueryError query={bills} what="Bills" message={T.billsNotLoaded} />
      {!projects.data && <QueryError query={projects} what="The projects' budgets" message={T.budgetsNotLoaded} />}
      {leftOut.unmatchedBills > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {unmatchedBillsText(leftOut.unmatchedBills, leftOut.unmatchedTotal)}
        </Alert>
      )}
      {leftOut.unratedLines > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {unratedLinesText(leftOut.unratedLines)}
        </Alert>
      )}
    </>
  );

  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <ProjectLinesScreen
        load={{ ...load, rows }}
        rows={rows}
        list={{
          label: T.listLabel,
          exportName: 'project-costs',
          rowKey: (row: ProjectCostRow) => row.projectId,
          columns,
          dense: true,
          loadingLabel: T.loadingLabel,
          useLoadingProgress: useLoadProgress,
          loadError: LOAD_TEXTS,
        }}
        filters={FILTERS}
        cards={COST_CARDS}
        empty={EMPTY}
        countNoun="project"
        notices={notices}
      />
      {viewing && (
        <ProjectCostDialog row={viewing} items={itemsOf(viewing.projectId)} materials={materials.rows} labour={labour.rows} onClose={() => setViewingId(null)} />
      )}
    </>
  );
}
