import { useCallback, useMemo } from 'react';
import type { MaterialLine } from '@/api/materialLines';
import { connectionErrorText } from '@/api/connectionErrorText';
import { PURCHASE_LOAD_ERROR_TITLE } from '@/api/purchaseLoadErrors';
import type { ProjectLinesState } from '@/api/projectLines';
import type { QuotationMaterial } from '@/api/quotationSheets';
import { DetailsDialog } from '@/components/DetailsDialog';
import { byId } from '@/components/list/listTypes';
import type { LoadingProgress } from '@/components/list/DataList';
import { projectLineFilters, ProjectLinesScreen, type BulkAction, type CardFigure, type LinesCards } from '@/components/list/ProjectLinesScreen';
import { formatRupees } from '@/lib/money';
import { lineColumns } from './purchasingColumns';
import { filterLines, LINE_STATUS_OPTIONS, lineTotals } from './purchasingFilters';
import { PURCHASING_TEXTS, VIEW_PURCHASES_LOAD_ERRORS } from './purchasingTexts';
import type { useMaterialStatus } from './useMaterialStatus';

/** The list of lines, less its columns (they carry the status select) and its load's progress. */
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

const FILTERS = projectLineFilters({ searchLabel: PURCHASING_TEXTS.linesSearch, statuses: LINE_STATUS_OPTIONS, apply: filterLines });

const EMPTY = { title: PURCHASING_TEXTS.noLines, none: PURCHASING_TEXTS.noLinesHint, filtered: PURCHASING_TEXTS.noLinesMatch };

/** The cards, over the lines listed. */
function lineFigures(shown: readonly MaterialLine[]): readonly CardFigure[] {
  const { materials, cost, pending, completed } = lineTotals(shown);
  return [['Total Materials', materials], ['Total Cost', formatRupees(cost)], ['Pending', pending], ['Completed', completed]];
}
const LINE_CARDS: LinesCards<MaterialLine> = { of: 'shown', figures: lineFigures };

const BULK_ACTIONS: readonly BulkAction[] = [
  { status: 'completed', label: 'Mark All Completed', variant: 'contained', color: 'success' },
  { status: 'pending', label: 'Mark All Pending', variant: 'outlined', color: 'warning' },
];

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
  const { changeOne } = status;
  const onStatusChange = useCallback((line: MaterialLine, next: string) => void changeOne(line, next), [changeOne]);
  const columns = useMemo(() => lineColumns(onStatusChange, canChange), [onStatusChange, canChange]);

  return (
    <DetailsDialog title="All Material Purchases" large onClose={onClose}>
      <ProjectLinesScreen
        load={lines}
        rows={lines.rows}
        list={{ ...LINES_LIST, columns, useLoadingProgress: useLoadProgress }}
        filters={FILTERS}
        cards={LINE_CARDS}
        empty={EMPTY}
        countNoun="material"
        bulk={canChange ? { status, actions: BULK_ACTIONS } : undefined}
      />
    </DetailsDialog>
  );
}
