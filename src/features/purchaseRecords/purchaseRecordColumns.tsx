import Typography from '@mui/material/Typography';
import type { MaterialPurchase } from '@/api/materialPurchases';
import { byId, type ListColumn, type ListDeclaration } from '@/components/list/listTypes';
import type { SearchField } from '@/lib/search';
import { formatDashedDate, isoDay } from '@/lib/dates';
import { formatRupees, moneyText } from '@/lib/money';
import { PurchaseStatusChip } from './PurchaseStatusChip';

const wrap = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/** The table's columns, and the lines of a card under 768 px (02 §2). */
export const PURCHASE_COLUMNS: readonly ListColumn<MaterialPurchase>[] = [
  {
    key: 'material',
    header: 'Material',
    sortValue: (p) => p.material.toLowerCase(),
    render: (p) => (
      <Typography component="span" sx={{ fontWeight: 600, ...wrap }}>
        {p.material}
      </Typography>
    ),
  },
  { key: 'vendor', header: 'Vendor', sortValue: (p) => p.vendor.toLowerCase(), cellSx: wrap, render: (p) => p.vendor },
  { key: 'amount', header: 'Amount', align: 'right', sortValue: (p) => p.amount, cellSx: { whiteSpace: 'nowrap' }, render: (p) => formatRupees(p.amount) },
  { key: 'date', header: 'Date', sortValue: (p) => p.date, exportValue: (p) => isoDay(p.date), cellSx: { whiteSpace: 'nowrap' }, render: (p) => formatDashedDate(p.date) },
  { key: 'status', header: 'Status', sortValue: (p) => p.status, render: (p) => <PurchaseStatusChip status={p.status} /> },
];

/** The search looks in every field as the list shows it; the amount also as plain figures ("1250", "1250.00"). */
export const PURCHASE_SEARCH_FIELDS: readonly SearchField<MaterialPurchase>[] = [
  'material',
  'vendor',
  (p) => formatRupees(p.amount),
  (p) => moneyText(p.amount),
  (p) => formatDashedDate(p.date),
  'status',
];

export const purchaseName = (purchase: MaterialPurchase) => purchase.material;

export const PURCHASE_LIST: ListDeclaration<MaterialPurchase> = { label: 'Purchases', exportName: 'material-purchases', noun: 'purchase record', columns: PURCHASE_COLUMNS, rowKey: byId, cardLabel: purchaseName };
