/** The columns of the project summary table and of the View Purchases table. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MaterialLine } from '@/api/materialLines';
import type { ListColumn } from '@/components/list/listTypes';
import { viewColumn } from '@/components/list/viewColumn';
import { ShowMoreList } from '@/components/ShowMoreList';
import { StatusSelect, type StatusOption } from '@/components/StatusSelect';
import { ToneChip } from '@/components/ToneChip';
import { PROJECT_MATERIALS_SHOWN, PROJECT_VENDORS_SHOWN } from '@/config/constants';
import { formatDate, isoDay } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { projectLabel } from '@/lib/projectLabel';
import { linesKnown, lineTotal, purchaseStatusLabel, type ProjectSummary, type SummaryStatus } from './projectSummaries';

const STATUS_COLOURS: Record<SummaryStatus, 'success' | 'warning' | 'info' | 'default' | 'error'> = {
  Completed: 'success',
  Pending: 'warning',
  Partial: 'info',
  Loading: 'default',
  'Not loaded': 'error',
};

/** A figure from the project's lines, or '—' while they are not all in. */
const figure = (summary: ProjectSummary, value: ReactNode) => (linesKnown(summary) ? value : '—');

export function PurchaseStatusChip({ summary }: { summary: ProjectSummary }) {
  return <ToneChip label={purchaseStatusLabel(summary)} tone={STATUS_COLOURS[summary.status]} outlined bold />;
}

/** One entry of a cell's short list: the text, and how many lines name it when more than one. */
function CellLine({ text, count = 1 }: { text: string; count?: number }) {
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block', width: '100%' }}>
      {text}
      {count > 1 && (
        <Typography component="span" variant="body2" color="text.secondary">
          {` × ${count}`}
        </Typography>
      )}
    </Typography>
  );
}

/**
 * A cell listing a few named entries of the project (its materials, its vendors), then 'Show N more';
 * '—' without any; exported as one text, the entries separated by semicolons.
 */
function shortListColumn<Entry extends { name: string }>({
  key,
  header,
  entriesOf,
  shown,
  noun,
  exportText,
  render,
}: {
  key: string;
  header: string;
  entriesOf: (summary: ProjectSummary) => readonly Entry[];
  shown: number;
  /** What the entries are, in the Show more button's name: 'materials of Sai Residency'. */
  noun: string;
  exportText: (entry: Entry) => string;
  render: (entry: Entry) => ReactNode;
}): ListColumn<ProjectSummary> {
  return {
    key,
    header,
    cellSx: { minWidth: 170 },
    exportValue: (s) => entriesOf(s).map(exportText).join('; '),
    render: (s) =>
      entriesOf(s).length === 0 ? (
        '—'
      ) : (
        <ShowMoreList items={entriesOf(s)} shown={shown} keyOf={(entry) => entry.name} label={`${noun} of ${s.projectName}`} render={render} />
      ),
  };
}

const serial = { key: 'serial', header: 'S.No', render: (_row: unknown, { index }: { index: number }) => index + 1 } as const;

export function summaryColumns(onView: (summary: ProjectSummary) => void): ListColumn<ProjectSummary>[] {
  return [
    serial,
    {
      key: 'project',
      header: 'Project',
      sortValue: (s) => s.projectName.toLowerCase(),
      render: (s) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {s.projectName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {s.projectNumber}
          </Typography>
        </>
      ),
    },
    { key: 'latest', header: 'Latest Date', sortValue: (s) => s.latestDate, exportValue: (s) => isoDay(s.latestDate), render: (s) => (s.latestDate ? formatDate(s.latestDate) : '—') },
    { key: 'items', header: 'Items', align: 'right', sortValue: (s) => s.totalItems, exportValue: (s) => (linesKnown(s) ? s.totalItems : ''), render: (s) => figure(s, s.totalItems) },
    shortListColumn({
      key: 'materials',
      header: 'Materials',
      entriesOf: (s) => s.materials,
      shown: PROJECT_MATERIALS_SHOWN,
      noun: 'materials',
      exportText: (m) => (m.count > 1 ? `${m.name} × ${m.count}` : m.name),
      render: (m) => <CellLine text={m.name} count={m.count} />,
    }),
    {
      ...shortListColumn({ key: 'vendors', header: 'Vendors', entriesOf: (s) => s.vendors, shown: PROJECT_VENDORS_SHOWN, noun: 'vendors', exportText: (v) => v.name, render: (v) => <CellLine text={v.name} /> }),
      hideOnNarrow: true,
    },
    { key: 'cost', header: 'Total Cost', align: 'right', sortValue: (s) => s.totalCost, exportValue: (s) => (linesKnown(s) ? s.totalCost : ''), render: (s) => figure(s, formatRupees(s.totalCost)) },
    { key: 'status', header: 'Status', sortValue: (s) => s.status, exportValue: purchaseStatusLabel, render: (s) => <PurchaseStatusChip summary={s} /> },
    viewColumn('View', (s) => s.projectName, onView),
  ];
}

const LINE_STATUS_SELECT: readonly StatusOption[] = [
  { value: 'pending', label: 'Pending', color: 'warning.dark' },
  { value: 'completed', label: 'Completed', color: 'success.main' },
];

/** The day a line is shown under: its quotation item's date, else when the item was created. */
const lineDate = (line: MaterialLine) => line.quotationDate || line.createdAt;

export function lineColumns(onStatusChange: (line: MaterialLine, status: string) => void, canChange: boolean): ListColumn<MaterialLine>[] {
  return [
    serial,
    {
      key: 'name',
      header: 'Material Name',
      sortValue: (l) => l.name.toLowerCase(),
      render: (l) => (
        <Box sx={{ minWidth: 160 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {l.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {l.quotationDescription}
          </Typography>
        </Box>
      ),
    },
    { key: 'project', header: 'Project', sortValue: (l) => projectLabel(l).toLowerCase(), render: (l) => projectLabel(l) },
    { key: 'qty', header: 'Quantity', align: 'right', sortValue: (l) => l.qty, render: (l) => l.qty.toLocaleString('en-IN') },
    { key: 'unit', header: 'Unit', render: (l) => l.unit },
    { key: 'rate', header: 'Rate', align: 'right', sortValue: (l) => l.rate, render: (l) => formatRupees(l.rate) },
    { key: 'total', header: 'Total Amount', align: 'right', sortValue: lineTotal, render: (l) => formatRupees(lineTotal(l)) },
    { key: 'vendor', header: 'Vendor', sortValue: (l) => l.vendor.toLowerCase(), render: (l) => l.vendor || '—' },
    { key: 'date', header: 'Date', sortValue: lineDate, exportValue: (l) => isoDay(lineDate(l)), render: (l) => formatDate(lineDate(l)) },
    {
      key: 'status',
      header: 'Status',
      sortValue: (l) => l.status,
      exportValue: (l) => LINE_STATUS_SELECT.find((option) => option.value === l.status)?.label ?? l.status,
      render: (l) => (
        <StatusSelect value={l.status} options={LINE_STATUS_SELECT} label={`Status of ${l.name}`} disabled={!canChange} onChange={(status) => onStatusChange(l, status)} />
      ),
    },
  ];
}
