import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { bankDetailsMatcher, useLabourSalaryProgress, useLabourSalaryRecords, type LabourSalaryRecord } from '@/api/labourSalary';
import { useLabourProfiles } from '@/api/labourProfiles';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { figuresOf, loadingProgressOf, PartsList } from '@/components/list/PartsList';
import { byId } from '@/components/list/listTypes';
import { ListFilters, useListFilters } from '@/components/list/ListFilters';
import { PageHeader } from '@/components/PageHeader';
import { PARTIAL_NOTES, StatCard, StatGrid } from '@/components/StatCard';
import { formatRupees } from '@/lib/money';
import { plural } from '@/lib/plural';
import { SalaryDetailsDialog } from './SalaryDetailsDialog';
import { salaryColumns } from './salaryColumns';
import { NO_PROJECT_LINE_FILTERS, projectLineFiltersActive, projectOptions } from '@/lib/projectLabel';
import { filterSalaryRecords, salaryTotals, STATUS_FILTER_OPTIONS } from './salaryFilters';
import { SALARY_TEXTS } from './salaryTexts';
import { useSalaryStatus } from './useSalaryStatus';

/** The list of records, less its columns (they carry the row's status select) and its rows. */
const SALARY_LIST = {
  label: 'Labour salary records',
  exportName: 'labour-salary',
  rowKey: byId,
  loadingLabel: 'Loading labour records',
  // Only the bar calls this, so a tick of the load's progress redraws only the bar.
  useLoadingProgress: loadingProgressOf(useLabourSalaryProgress, SALARY_TEXTS.loading),
  loadError: { failed: SALARY_TEXTS.fetchFailed, partsFailed: SALARY_TEXTS.partsFailed },
};

export default function LabourSalaryPage() {
  const lines = useLabourSalaryRecords();
  const profiles = useLabourProfiles();
  const { changeOne, askMany, bulkDialog, bulkBusy } = useSalaryStatus(lines);
  const filters = useListFilters(NO_PROJECT_LINE_FILTERS);
  // Typing stays instant over thousands of records: the list follows the filters at a lower priority.
  const appliedFilters = useDeferredValue(filters.values);
  const [viewingId, setViewingId] = useState<string | null>(null);

  const records = lines.rows;
  const visible = useMemo(() => filterSalaryRecords(records, appliedFilters), [records, appliedFilters]);
  const cards = useMemo(() => salaryTotals(records), [records]);
  const shown = useMemo(() => salaryTotals(visible), [visible]);
  const projects = useMemo(() => projectOptions(records), [records]);
  const bankOf = useMemo(() => bankDetailsMatcher(profiles.data ?? []), [profiles.data]);
  const onView = useCallback((record: LabourSalaryRecord) => setViewingId(record._id), []);
  const columns = useMemo(() => salaryColumns({ onStatusChange: (record, status) => void changeOne(record, status), onView }), [changeOne, onView]);

  const active = projectLineFiltersActive(appliedFilters);
  const viewing = viewingId ? records.find((record) => record._id === viewingId) : undefined;
  // The cards and the footer's totals over what has loaded: marked 'so far' while records arrive.
  const figures = figuresOf(lines, records.length);

  return (
    <>
      <PageHeader title={SALARY_TEXTS.title} subtitle={SALARY_TEXTS.subtitle} />

      <StatGrid figures={figures}>
        <StatCard label="Total Wages" value={formatRupees(cards.total)} />
        <StatCard label="Paid Wages" value={formatRupees(cards.paid)} />
        <StatCard label="Unpaid Wages" value={formatRupees(cards.unpaid)} />
      </StatGrid>

      {profiles.isError && <ErrorBanner message={SALARY_TEXTS.profilesFailed} onRetry={() => void profiles.refetch()} retrying={profiles.isFetching} />}

      {/* 'Mark All' waits for the whole load: over part of the records it would leave the rest behind. */}
      {lines.complete && active && visible.length > 0 && (
        <Paper variant="outlined" role="region" aria-label="Bulk actions" sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography sx={{ flex: '1 1 auto' }}>{`${plural(visible.length, 'record')} match the filters`}</Typography>
          <Button variant="contained" color="success" onClick={() => askMany(visible, 'paid')} disabled={bulkBusy}>
            Mark All Paid
          </Button>
          <Button variant="outlined" color="warning" onClick={() => askMany(visible, 'unpaid')} disabled={bulkBusy}>
            Mark All Unpaid
          </Button>
        </Paper>
      )}

      <PartsList
        {...SALARY_LIST}
        load={lines}
        rows={visible}
        source={lines.rows}
        columns={columns}
        toolbar={
          <ListFilters
            filters={filters}
            fields={[
              { key: 'search', label: SALARY_TEXTS.searchLabel },
              { key: 'status', label: 'Status', options: STATUS_FILTER_OPTIONS },
              { key: 'project', label: 'Project', allLabel: 'All Projects', options: projects },
            ]}
            clearLabel="Clear Filters"
          />
        }
        empty={<EmptyState title={SALARY_TEXTS.emptyTitle} hint={active ? SALARY_TEXTS.emptyFiltered : SALARY_TEXTS.emptyNone} />}
      />

      {figures !== 'unknown' && (
        <Box
          role="status"
          aria-label={lines.complete ? 'Records shown' : 'Records shown so far'}
          aria-busy={!lines.complete}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 }, mt: 2, color: 'text.secondary' }}
        >
          <Typography>{SALARY_TEXTS.showing(visible.length, records.length)}</Typography>
          <Typography>
            Total: <strong>{formatRupees(shown.total)}</strong>
          </Typography>
          <Typography>
            Paid: <strong>{formatRupees(shown.paid)}</strong>
          </Typography>
          <Typography>
            Unpaid: <strong>{formatRupees(shown.unpaid)}</strong>
          </Typography>
          {(figures === 'loading' || figures === 'incomplete') && <Typography sx={{ fontStyle: 'italic' }}>{PARTIAL_NOTES[figures]}</Typography>}
        </Box>
      )}

      {viewing && <SalaryDetailsDialog record={viewing} bank={bankOf(viewing)} onClose={() => setViewingId(null)} />}
      <ConfirmDialog {...bulkDialog} onConfirm={() => void bulkDialog.onConfirm()} />
    </>
  );
}
