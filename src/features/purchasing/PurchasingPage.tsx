import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { connectionErrorText } from '@/api/connectionErrorText';
import { PURCHASE_LOAD_ERROR_TITLE } from '@/api/purchaseLoadErrors';
import { useMaterialLines, useMaterialLinesProgress } from '@/api/materialLines';
import { projectsWithFailedParts } from '@/api/projectLinesLoader';
import { useVendors } from '@/api/vendors';
import { loadingProgressOf } from '@/components/list/PartsList';
import { useListFilters, type FilterField } from '@/components/list/ListFilters';
import { ProjectLinesScreen, type CardFigure, type LinesCards } from '@/components/list/ProjectLinesScreen';
import { PageHeader } from '@/components/PageHeader';
import { QueryError } from '@/components/QueryError';
import { formatRupees } from '@/lib/money';
import { useCan } from '@/session/useCan';
import { NewPurchasePanel } from './NewPurchasePanel';
import { ProjectMaterialDetailsDialog } from './ProjectMaterialDetailsDialog';
import { purchasingTotals, summariseProjects, type ProjectSummary, type SummaryMemory } from './projectSummaries';
import { summaryColumns } from './purchasingColumns';
import { filterSummaries, NO_SUMMARY_FILTERS, SUMMARY_STATUS_OPTIONS, type SummaryFilters } from './purchasingFilters';
import { PURCHASING_LOAD_ERRORS, PURCHASING_TEXTS } from './purchasingTexts';
import { useMaterialStatus } from './useMaterialStatus';
import { ViewPurchasesDialog } from './ViewPurchasesDialog';

type Mode = 'summary' | 'new';

/** The load's progress as a list's bar shows it (only the bar calls this, so a tick redraws only the bar). */
const useLoadProgress = loadingProgressOf(useMaterialLinesProgress, PURCHASING_TEXTS.loading);
/** The list of projects, less its columns (they carry View). */
const SUMMARY_LIST = {
  label: 'Project purchase summaries',
  exportName: 'purchasing-summary',
  rowKey: (summary: ProjectSummary) => summary.projectId,
  // Nine columns beside the open sidebar: narrower cell padding keeps View on a 1440 px screen.
  dense: true,
  loadingLabel: 'Loading material lines',
  useLoadingProgress: useLoadProgress,
  loadError: {
    title: PURCHASE_LOAD_ERROR_TITLE,
    failed: (error: unknown) => connectionErrorText(error, PURCHASING_LOAD_ERRORS),
    partsFailed: PURCHASING_TEXTS.partsFailed,
  },
};

const SUMMARY_FIELDS: FilterField<SummaryFilters>[] = [
  { key: 'search', label: PURCHASING_TEXTS.summarySearch },
  { key: 'status', label: 'Status', options: SUMMARY_STATUS_OPTIONS },
];
const SUMMARY_FILTERS = { none: NO_SUMMARY_FILTERS, fields: () => SUMMARY_FIELDS, apply: filterSummaries };

const EMPTY = { title: PURCHASING_TEXTS.noProjects, none: PURCHASING_TEXTS.noProjectsHint, filtered: PURCHASING_TEXTS.noProjectsMatch };

/** The cards, over every project. */
function summaryFigures(all: readonly ProjectSummary[]): readonly CardFigure[] {
  const { projects, totalCost, totalItems } = purchasingTotals(all);
  return [['Total Projects', projects], ['Total Cost', formatRupees(totalCost)], ['Total Items', totalItems]];
}
const SUMMARY_CARDS: LinesCards<ProjectSummary> = { of: 'all', figures: summaryFigures };

export default function PurchasingPage() {
  const [mode, setMode] = useState<Mode>('summary');
  const lines = useMaterialLines();
  // The vendor details of a project's vendors: without them the page goes on, and says so (ruling 36).
  const vendors = useVendors();
  const status = useMaterialStatus(lines);
  const canChange = useCan('MANAGE_MATERIALS');
  // Kept here, so the summary's search and status stay while the New Purchase tab is open.
  const filters = useListFilters(NO_SUMMARY_FILTERS);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [showingAll, setShowingAll] = useState(false);

  const failedProjects = useMemo(() => projectsWithFailedParts(lines.failed), [lines.failed]);
  // While lines arrive (a publish every 100 ms), only the projects that gained lines are summarised again.
  const [memory] = useState<SummaryMemory>(() => new Map());
  const summaries = useMemo(
    () => summariseProjects(lines.projects, lines.rows, { loading: lines.loadingProjects, failed: failedProjects }, memory),
    [lines.projects, lines.rows, lines.loadingProjects, failedProjects, memory],
  );
  const onView = useCallback((summary: ProjectSummary) => setViewingId(summary.projectId), []);
  const columns = useMemo(() => summaryColumns(onView), [onView]);
  const viewing = viewingId ? summaries.find((summary) => summary.projectId === viewingId) : undefined;
  const vendorsFailed = <QueryError query={vendors} what="Vendors" />;

  return (
    <>
      <PageHeader
        title={PURCHASING_TEXTS.title}
        subtitle={PURCHASING_TEXTS.subtitle}
        actions={
          <Button variant="contained" startIcon={<ListAltIcon />} onClick={() => setShowingAll(true)}>
            {PURCHASING_TEXTS.viewPurchases}
          </Button>
        }
      />
      <Tabs value={mode} onChange={(_event, value: Mode) => setMode(value)} aria-label="Purchasing mode" sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="summary" label="Project Summary" id="purchasing-tab-summary" aria-controls="purchasing-panel" />
        <Tab value="new" label="New Purchase" id="purchasing-tab-new" aria-controls="purchasing-panel" />
      </Tabs>
      <div role="tabpanel" id="purchasing-panel" aria-labelledby={`purchasing-tab-${mode}`}>
        {mode === 'new' ? (
          <NewPurchasePanel />
        ) : (
          <ProjectLinesScreen
            load={lines}
            rows={summaries}
            list={{ ...SUMMARY_LIST, columns }}
            filters={{ ...SUMMARY_FILTERS, state: filters }}
            cards={SUMMARY_CARDS}
            empty={EMPTY}
            countNoun="project"
            notices={vendorsFailed}
          />
        )}
      </div>
      {viewing && <ProjectMaterialDetailsDialog summary={viewing} vendors={vendors} onClose={() => setViewingId(null)} />}
      {showingAll && (
        <ViewPurchasesDialog lines={lines} status={status} canChange={canChange} useLoadProgress={useLoadProgress} onClose={() => setShowingAll(false)} />
      )}
    </>
  );
}
