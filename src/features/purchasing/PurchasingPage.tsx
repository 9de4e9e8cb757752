import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { connectionErrorText } from '@/api/connectionErrorText';
import { PURCHASE_LOAD_ERROR_TITLE } from '@/api/purchaseLoadErrors';
import { useMaterialLines, useMaterialLinesProgress } from '@/api/materialLines';
import { projectsWithFailedParts } from '@/api/projectLinesLoader';
import { useVendorChoices } from '@/api/vendors';
import { EmptyState } from '@/components/EmptyState';
import { figuresOf, loadingProgressOf, PartsList } from '@/components/list/PartsList';
import { ListFilters, useListFilters } from '@/components/list/ListFilters';
import { PageHeader } from '@/components/PageHeader';
import { StatCard, StatGrid } from '@/components/StatCard';
import { formatRupees } from '@/lib/money';
import { useCan } from '@/session/useCan';
import { NewPurchasePanel } from './NewPurchasePanel';
import { ProjectMaterialDetailsDialog } from './ProjectMaterialDetailsDialog';
import { purchasingTotals, summariseProjects, type ProjectSummary, type SummaryMemory } from './projectSummaries';
import { summaryColumns } from './purchasingColumns';
import { filterSummaries, SUMMARY_STATUS_OPTIONS } from './purchasingFilters';
import { PURCHASING_LOAD_ERRORS, PURCHASING_TEXTS } from './purchasingTexts';
import { useMaterialStatus } from './useMaterialStatus';
import { ViewPurchasesDialog } from './ViewPurchasesDialog';

type Mode = 'summary' | 'new';

const NO_SUMMARY_FILTERS = { search: '', status: '' };

/** The load's progress as a list's bar shows it (only the bar calls this, so a tick redraws only the bar). */
const useLoadProgress = loadingProgressOf(useMaterialLinesProgress, PURCHASING_TEXTS.loading);
/** The list of projects, less its columns (they carry View), its rows and its count. */
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

export default function PurchasingPage() {
  const [mode, setMode] = useState<Mode>('summary');
  const lines = useMaterialLines();
  const vendors = useVendorChoices();
  const status = useMaterialStatus(lines);
  const canChange = useCan('MANAGE_MATERIALS');
  const filters = useListFilters(NO_SUMMARY_FILTERS);
  const appliedSearch = useDeferredValue(filters.values.search);
  const statusFilter = filters.values.status;
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [showingAll, setShowingAll] = useState(false);

  const failedProjects = useMemo(() => projectsWithFailedParts(lines.failed), [lines.failed]);
  // While lines arrive (a publish every 100 ms), only the projects that gained lines are summarised again.
  const [memory] = useState<SummaryMemory>(() => new Map());
  const summaries = useMemo(
    () => summariseProjects(lines.projects, lines.rows, { loading: lines.loadingProjects, failed: failedProjects }, memory),
    [lines.projects, lines.rows, lines.loadingProjects, failedProjects, memory],
  );
  const totals = useMemo(() => purchasingTotals(summaries), [summaries]);
  const visible = useMemo(() => filterSummaries(summaries, appliedSearch, statusFilter), [summaries, appliedSearch, statusFilter]);
  const onView = useCallback((summary: ProjectSummary) => setViewingId(summary.projectId), []);
  const columns = useMemo(() => summaryColumns(onView), [onView]);
  const viewing = viewingId ? summaries.find((summary) => summary.projectId === viewingId) : undefined;

  const filtered = appliedSearch.trim() !== '' || statusFilter !== '';

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
          <>
            <StatGrid figures={figuresOf(lines, lines.rows.length)}>
              <StatCard label="Total Projects" value={totals.projects} />
              <StatCard label="Total Cost" value={formatRupees(totals.totalCost)} />
              <StatCard label="Total Items" value={totals.totalItems} />
            </StatGrid>
            <PartsList
              {...SUMMARY_LIST}
              load={lines}
              rows={visible}
              source={summaries}
              columns={columns}
              count={{ total: summaries.length, noun: 'project', filtered }}
              toolbar={
                <ListFilters
                  filters={filters}
                  fields={[
                    { key: 'search', label: PURCHASING_TEXTS.summarySearch },
                    { key: 'status', label: 'Status', options: SUMMARY_STATUS_OPTIONS },
                  ]}
                />
              }
              empty={<EmptyState title={PURCHASING_TEXTS.noProjects} hint={filtered ? PURCHASING_TEXTS.noProjectsMatch : PURCHASING_TEXTS.noProjectsHint} />}
            />
          </>
        )}
      </div>
      {viewing && <ProjectMaterialDetailsDialog summary={viewing} vendors={vendors} onClose={() => setViewingId(null)} />}
      {showingAll && (
        <ViewPurchasesDialog lines={lines} status={status} canChange={canChange} useLoadProgress={useLoadProgress} onClose={() => setShowingAll(false)} />
      )}
    </>
  );
}
