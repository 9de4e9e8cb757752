/** The columns of the Project Costs list. */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ListColumn } from '@/components/list/listTypes';
import { formatRupees } from '@/lib/money';
import type { ProjectCostRow } from './projectCostFigures';
import { PROJECT_COSTS_TEXTS as T } from './projectCostsTexts';

type CostFigureKey = 'quoted' | 'material' | 'labour';
type BillFigureKey = 'received' | 'outstanding';

/** What a cost cell shows while its project's lines are not all in. */
const linesWord = (row: ProjectCostRow) => (row.lines === 'failed' ? T.linesFailed : row.lines === 'loading' ? T.linesLoading : '—');

/** A money column: sorted and exported by its figure (unknown last, exported blank); `unknown` says why it is not shown. */
function moneyColumn(key: string, header: string, value: (row: ProjectCostRow) => number | null, unknown: (row: ProjectCostRow) => string, extra: Partial<ListColumn<ProjectCostRow>> = {}): ListColumn<ProjectCostRow> {
  return {
    key,
    header,
    align: 'right',
    // A negative figure ('-₹12,500.00') may otherwise break after its minus sign. The cards keep their wrapping.
    cellSx: { whiteSpace: 'nowrap' },
    sortValue: (row) => value(row) ?? Number.NEGATIVE_INFINITY,
    exportValue: (row) => value(row) ?? '',
    render: (row) => {
      const figure = value(row);
      return figure === null ? unknown(row) : formatRupees(figure);
    },
    ...extra,
  };
}

const COST_HEADERS: Record<CostFigureKey, string> = { quoted: T.quoted, material: T.material, labour: T.labour };
const BILL_HEADERS: Record<BillFigureKey, string> = { received: 'Received', outstanding: 'Outstanding' };

/**
 * Billed before tax, with the total after tax under it: one column, so that every column fits a 1440 px
 * screen beside the sidebar; the file has both as columns of their own.
 */
const billedColumn: ListColumn<ProjectCostRow> = {
  key: 'billed',
  header: 'Billed',
  align: 'right',
  sortValue: (row) => row.billedBeforeTax ?? Number.NEGATIVE_INFINITY,
  exportParts: [
    { header: 'Billed (before tax)', value: (row) => row.billedBeforeTax ?? '' },
    { header: 'Billed (with tax)', value: (row) => row.billed ?? '' },
  ],
  render: (row) =>
    row.billedBeforeTax === null || row.billed === null ? (
      '—'
    ) : (
      <>
        <Typography variant="body2">{formatRupees(row.billedBeforeTax)}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {`${formatRupees(row.billed)} with tax`}
        </Typography>
      </>
    ),
};

export function projectCostColumns(onView: (row: ProjectCostRow) => void): ListColumn<ProjectCostRow>[] {
  return [
    {
      key: 'project',
      header: 'Project',
      sortValue: (row) => row.projectName.toLowerCase(),
      exportValue: (row) => row.projectName,
      // The name opens the project's breakdown: a column of buttons would not fit beside ten figures.
      render: (row) => (
        <>
          <Link component="button" variant="body2" onClick={() => onView(row)} aria-label={T.viewLabel(row.projectName)} sx={{ fontWeight: 600, textAlign: 'left' }}>
            {row.projectName}
          </Link>
          <Typography variant="caption" color="text.secondary">
            {row.projectNumber}
          </Typography>
        </>
      ),
    },
    moneyColumn('budget', 'Budget', (row) => row.budget, () => '—'),
    ...(Object.keys(COST_HEADERS) as CostFigureKey[]).map((key) => moneyColumn(key, COST_HEADERS[key], (row) => row[key], linesWord)),
    billedColumn,
    ...(Object.keys(BILL_HEADERS) as BillFigureKey[]).map((key) => moneyColumn(key, BILL_HEADERS[key], (row) => row[key], () => '—')),
    moneyColumn('margin', 'Margin', (row) => row.margin, linesWord),
    {
      key: 'spent',
      header: '% of budget spent',
      align: 'right',
      sortValue: (row) => row.spentPercent ?? Number.NEGATIVE_INFINITY,
      exportValue: (row) => row.spentPercent ?? '',
      render: (row) => (row.spentPercent === null ? (row.lines === 'known' ? '—' : linesWord(row)) : `${row.spentPercent.toFixed(1)} %`),
    },
  ];
}
