import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Bill } from '@/api/bills';
import { ClampedText } from '@/components/ClampedText';
import { byId, type ListColumn, type ListDeclaration } from '@/components/list/listTypes';
import { BILL_NOTES_CLAMP } from '@/config/constants';
import { isDashedDate } from '@/lib/dashedDate';
import { formatStoredDate, isoDay } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { plural } from '@/lib/plural';
import type { SearchField } from '@/lib/search';
import { BillStatusChip } from './BillStatusChip';

const wrap = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/** The first item's description and how many more: '2 items' says little about what was billed. */
export function itemsSummary(bill: { items: readonly { description: string }[] }): string {
  const [first, ...rest] = bill.items;
  if (!first) return plural(0, 'item');
  return rest.length ? `${first.description} + ${plural(rest.length, 'more item')}` : first.description;
}


/** dd-mm-yyyy sorts as yyyy-mm-dd; a value that is not a date sorts first. */
const dateSortValue = (value: string) => (isDashedDate(value) ? value.trim().split('-').reverse().join('-') : '');

function Secondary({ children }: { children: string }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', ...wrap }}>
      {children}
    </Typography>
  );
}

/** The table's columns, and the lines of a card under 768 px (02 §2). */
export const BILL_COLUMNS: readonly ListColumn<Bill>[] = [
  {
    key: 'bill',
    header: 'Bill Details',
    sortValue: (b) => b.billNumber,
    exportParts: [
      { header: 'Bill Number', value: (b) => b.billNumber },
      { header: 'Items', value: itemsSummary },
      { header: 'Notes', value: (b) => b.notes },
    ],
    render: (b) => (
      <Box sx={wrap}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {b.billNumber}
        </Typography>
        <Secondary>{itemsSummary(b)}</Secondary>
        {b.notes.trim() && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', ...wrap }}>
            <ClampedText text={b.notes} limit={BILL_NOTES_CLAMP} />
          </Typography>
        )}
      </Box>
    ),
  },
  {
    key: 'client',
    header: 'Client & Project',
    sortValue: (b) => b.client.toLowerCase(),
    exportParts: [
      { header: 'Client', value: (b) => b.client },
      { header: 'Project', value: (b) => b.project },
    ],
    render: (b) => (
      <Box sx={wrap}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {b.client}
        </Typography>
        <Secondary>{b.project}</Secondary>
      </Box>
    ),
  },
  {
    key: 'dates',
    header: 'Dates',
    sortValue: (b) => dateSortValue(b.date),
    exportParts: [
      { header: 'Date', value: (b) => isoDay(b.date) },
      { header: 'Due Date', value: (b) => isoDay(b.dueDate) },
    ],
    cellSx: { whiteSpace: 'nowrap' },
    render: (b) => (
      <Box>
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>{`Date: ${formatStoredDate(b.date)}`}</Typography>
        <Secondary>{`Due: ${formatStoredDate(b.dueDate)}`}</Secondary>
      </Box>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    sortValue: (b) => b.total,
    exportParts: [
      { header: 'Amount', value: (b) => b.total },
      { header: 'Tax Rate (%)', value: (b) => b.taxRate },
      { header: 'Tax Amount', value: (b) => b.taxAmount },
    ],
    cellSx: { whiteSpace: 'nowrap' },
    render: (b) => (
      <Box>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {formatRupees(b.total)}
        </Typography>
        <Secondary>{`Tax ${b.taxRate}%: ${formatRupees(b.taxAmount)}`}</Secondary>
      </Box>
    ),
  },
  { key: 'status', header: 'Status', sortValue: (b) => b.status, render: (b) => <BillStatusChip status={b.status} /> },
];

/** The search looks in the bill number, the client and the project (02 §2). */
export const BILL_SEARCH_FIELDS: readonly SearchField<Bill>[] = ['billNumber', 'client', 'project'];

const billName = (bill: Bill) => bill.billNumber;

export const BILL_LIST: ListDeclaration<Bill> = { label: 'Bills', columns: BILL_COLUMNS, rowKey: byId, cardLabel: billName };
