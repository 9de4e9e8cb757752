import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { bankDetailsMatcher, useLabourSalaryProgress, useLabourSalaryRecords, type LabourSalaryRecord } from '@/api/labourSalary';
import { useLabourProfiles } from '@/api/labourProfiles';
import { loadingProgressOf } from '@/components/list/PartsList';
import { byId } from '@/components/list/listTypes';
import { projectLineFilters, ProjectLinesScreen, type BulkAction, type CardFigure, type LinesCards } from '@/components/list/ProjectLinesScreen';
import { PageHeader } from '@/components/PageHeader';
import { QueryError } from '@/components/QueryError';
import { PARTIAL_NOTES, type FiguresState } from '@/components/StatCard';
import { formatRupees } from '@/lib/money';
import { plural } from '@/lib/plural';
import { SalaryDetailsDialog } from './SalaryDetailsDialog';
import { salaryColumns } from './salaryColumns';
import { filterSalaryRecords, salaryTotals, STATUS_FILTER_OPTIONS } from './salaryFilters';
import { SALARY_TEXTS } from './salaryTexts';
import { useSalaryStatus } from './useSalaryStatus';

/** The list of records, less its columns (they carry the row's status select). */
const SALARY_LIST = {
  label: 'Labour salary records',
  exportName: 'labour-salary',
  rowKey: byId,
  loadingLabel: 'Loading labour records',
  // Only the bar calls this, so a tick of the load's progress redraws only the bar.
  useLoadingProgress: loadingProgressOf(useLabourSalaryProgress, SALARY_TEXTS.loading),
  loadError: { failed: SALARY_TEXTS.fetchFailed, partsFailed: SALARY_TEXTS.partsFailed },
};

const FILTERS = projectLineFilters({ searchLabel: SALARY_TEXTS.searchLabel, statuses: STATUS_FILTER_OPTIONS, apply: filterSalaryRecords, clearLabel: 'Clear Filters' });

const EMPTY = { title: SALARY_TEXTS.emptyTitle, none: SALARY_TEXTS.emptyNone, filtered: SALARY_TEXTS.emptyFiltered };

/** The cards, over every record loaded. */
function salaryFigures(all: readonly LabourSalaryRecord[]): readonly CardFigure[] {
  const { total, paid, unpaid } = salaryTotals(all);
  return [['Total Wages', formatRupees(total)], ['Paid Wages', formatRupees(paid)], ['Unpaid Wages', formatRupees(unpaid)]];
}
const SALARY_CARDS: LinesCards<LabourSalaryRecord> = { of: 'all', figures: salaryFigures };

/** The footer: how many records are listed, and their totals; marked 'so far' while records arrive. */
function salaryFooter(shown: readonly LabourSalaryRecord[], all: readonly LabourSalaryRecord[], figures: FiguresState) {
  const totals = salaryTotals(shown);
  const complete = figures !== 'loading';
  return (
    <Box
      role="status"
      aria-label={complete ? 'Records shown' : 'Records shown so far'}
      aria-busy={!complete}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 }, mt: 2, color: 'text.secondary' }}
    >
      <Typography>{SALARY_TEXTS.showing(shown.length, all.length)}</Typography>
      <Typography>
        Total: <strong>{formatRupees(totals.total)}</strong>
      </Typography>
      <Typography>
        Paid: <strong>{formatRupees(totals.paid)}</strong>
      </Typography>
      <Typography>
        Unpaid: <strong>{formatRupees(totals.unpaid)}</strong>
      </Typography>
      {(figures === 'loading' || figures === 'incomplete') && <Typography sx={{ fontStyle: 'italic' }}>{PARTIAL_NOTES[figures]}</Typography>}
    </Box>
  );
}

const BULK_ACTIONS: readonly BulkAction[] = [
  { status: 'paid', label: 'Mark All Paid', variant: 'contained', color: 'success' },
  { status: 'unpaid', label: 'Mark All Unpaid', variant: 'outlined', color: 'warning' },
];
const matchText = (count: number) => `${plural(count, 'record')} match the filters`;

export default function LabourSalaryPage() {
  const lines = useLabourSalaryRecords();
  const profiles = useLabourProfiles();
  const status = useSalaryStatus(lines);
  const { changeOne } = status;
  const [viewingId, setViewingId] = useState<string | null>(null);

  const records = lines.rows;
  const bankOf = useMemo(() => bankDetailsMatcher(profiles.data ?? []), [profiles.data]);
  const onView = useCallback((record: LabourSalaryRecord) => setViewingId(record._id), []);
  const columns = useMemo(() => salaryColumns({ onStatusChange: (record, next) => void changeOne(record, next), onView }), [changeOne, onView]);
  const viewing = viewingId ? records.find((record) => record._id === viewingId) : undefined;

  return (
    <>
      <PageHeader title={SALARY_TEXTS.title} subtitle={SALARY_TEXTS.subtitle} />
      <ProjectLinesScreen
        load={lines}
        rows={records}
        list={{ ...SALARY_LIST, columns }}
        filters={FILTERS}
        cards={SALARY_CARDS}
        empty={EMPTY}
        notices={<QueryError query={profiles} what="Labour profiles" message={SALARY_TEXTS.profilesFailed} />}
        bulk={{ status, actions: BULK_ACTIONS, needsFilter: true, matchText }}
        footer={salaryFooter}
      />
      {/* Without the profiles, the bank details say they are not available; the banner above says why. */}
      {viewing && <SalaryDetailsDialog record={viewing} bank={bankOf(viewing)} onClose={() => setViewingId(null)} />}
    </>
  );
}
