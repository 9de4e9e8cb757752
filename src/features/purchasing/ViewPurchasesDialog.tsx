import { useCallback, useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MaterialLine } from '@/api/materialLines';
import { connectionErrorText } from '@/api/connectionErrorText';
import { PURCHASE_LOAD_ERROR_TITLE } from '@/api/purchaseLoadErrors';
import type { ProjectLinesState } from '@/api/projectLines';
import type { QuotationMaterial } from '@/api/quotationSheets';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DetailsDialog } from '@/components/DetailsDialog';
import { EmptyState } from '@/components/EmptyState';
import { figuresOf, PartsList } from '@/components/list/PartsList';
import { byId } from '@/components/list/listTypes';
import type { LoadingProgress } from '@/components/list/DataList';
import { ListFilters, useListFilters } from '@/components/list/ListFilters';
import { StatCard, StatGrid } from '@/components/StatCard';
import { formatRupees } from '@/lib/money';
import { NO_PROJECT_LINE_FILTERS, projectLineFiltersActive, projectOptions } from '@/lib/projectLabel';
import { lineColumns } from './purchasingColumns';
import { filterLines, LINE_STATUS_OPTIONS, lineTotals } from './purchasingFilters';
import { PURCHASING_TEXTS, VIEW_PURCHASES_LOAD_ERRORS } from './purchasingTexts';
import type { useMaterialStatus } from './useMaterialStatus';

/** The list of lines, less its columns (they carry the status select), its rows and its load's progress. */
const LINES_LIST = {
  label: 'Material lines',
  exportName: 'purchases',
  rowKey: byId,
  loadingLabel: 'Loading material lines',
  loadError: {
    title: PURCHASE_LOAD_ERROR_TITLE,
    failed: (error: unknown) => connectionErrorText(error, VIEW_PURCHASES_LOAD_ERRORS),
    partsFailed: PURCHASING_TEXTS.partsFailed,
  },
};

/** Every material line of every project, with its status changed one by one or in bulk over the filtered lines. */
export function ViewPurchasesDialog({
  lines,
  status,
  canChange,
  useLoadProgress,
  onClose,
}: {
  lines: ProjectLinesState<QuotationMaterial>;
  status: ReturnType<typeof useMaterialStatus>;
  canChange: boolean;
  useLoadProgress: () => LoadingProgress | null;
  onClose: () => void;
}) {
  const { changeOne, askMany, bulkDialog, bulkBusy } = status;
  const filters = useListFilters(NO_PROJECT_LINE_FILTERS);
  const applied = useDeferredValue(filters.values);

  const visible = useMemo(() => filterLines(lines.rows, applied), [lines.rows, applied]);
  const totals = useMemo(() => lineTotals(visible), [visible]);
  const projects = useMemo(() => projectOptions(lines.rows), [lines.rows]);
  const onStatusChange = useCallback((line: MaterialLine, next: string) => void changeOne(line, next), [changeOne]);
  const columns = useMemo(() => lineColumns(onStatusChange, canChange), [onStatusChange, canChange]);

  // Bulk changes wait for the whole load: 'Mark All' over part of the lines would leave the rest behind.
  const loaded = lines.complete && !lines.error;

  return (
    <DetailsDialog title="All Material Purchases" large onClose={onClose}>
      <StatGrid figures={figuresOf(lines, lines.rows.length)}>
        <StatCard label="Total Materials" value={totals.materials} />
        <StatCard label="Total Cost" value={formatRupees(totals.cost)} />
        <StatCard label="Pending" value={totals.pending} />
        <StatCard label="Completed" value={totals.completed} />
      </StatGrid>
      <PartsList
        {...LINES_LIST}
        load={lines}
        rows={visible}
        source={lines.rows}
        columns={columns}
        useLoadingProgress={useLoadProgress}
        count={{ total: lines.rows.length, noun: 'material', filtered: projectLineFiltersActive(applied) }}
        toolbar={
          <ListFilters
            filters={filters}
            fields={[
              { key: 'search', label: PURCHASING_TEXTS.linesSearch },
              { key: 'status', label: 'Status', options: LINE_STATUS_OPTIONS },
              { key: 'project', label: 'Project', allLabel: 'All Projects', options: projects },
            ]}
          >
            {canChange && loaded && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button variant="contained" color="success" onClick={() => askMany(visible, 'completed')} disabled={bulkBusy}>
                  Mark All Completed
                </Button>
                <Button variant="outlined" color="warning" onClick={() => askMany(visible, 'pending')} disabled={bulkBusy}>
                  Mark All Pending
                </Button>
              </Box>
            )}
          </ListFilters>
        }
        empty={<EmptyState title={PURCHASING_TEXTS.noLines} hint={projectLineFiltersActive(applied) ? PURCHASING_TEXTS.noLinesMatch : PURCHASING_TEXTS.noLinesHint} />}
      />
      <ConfirmDialog {...bulkDialog} onConfirm={() => void bulkDialog.onConfirm()} />
    </DetailsDialog>
  );
}
