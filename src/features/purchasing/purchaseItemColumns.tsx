import NativeSelect from '@mui/material/NativeSelect';
import type { ListColumn } from '@/components/list/listTypes';
import { formatDashedDate, isoDay } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { SAVED_PURCHASE_STATUSES, type SavedPurchase, type SavedPurchaseStatus } from './purchaseItemStore';

/** The item a row shows: a purchase saved from the form holds one. */
export const itemOf = (purchase: SavedPurchase) => purchase.items[0];

const STATUS_LABELS: Record<SavedPurchaseStatus, string> = { pending: 'Pending', completed: 'Completed' };

/** Quantities as typed, with Indian grouping: 1,200 or 2.5. */
const quantityText = (quantity: number) => quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 });

export interface PurchaseItemColumnHandlers {
  onStatusChange: (purchase: SavedPurchase, status: SavedPurchaseStatus) => void;
  /** Without it the status is shown, not changed (a user who may only view materials). */
  canChangeStatus: boolean;
}

/** Saved Purchases (02 §2): S.No, Material, Quantity, Unit, Rate, Total Amount, Vendor, Date, Status (inline select). */
export function purchaseItemColumns({ onStatusChange, canChangeStatus }: PurchaseItemColumnHandlers): ListColumn<SavedPurchase>[] {
  return [
    { key: 'sno', header: 'S.No', render: (_p, { index }) => index + 1 },
    { key: 'material', header: 'Material', sortValue: (p) => itemOf(p).material.toLowerCase(), render: (p) => itemOf(p).material, cellSx: { overflowWrap: 'anywhere' } },
    { key: 'quantity', header: 'Quantity', align: 'right', sortValue: (p) => itemOf(p).quantity, render: (p) => quantityText(itemOf(p).quantity) },
    { key: 'unit', header: 'Unit', render: (p) => itemOf(p).unit },
    { key: 'rate', header: 'Rate', align: 'right', sortValue: (p) => itemOf(p).rate, render: (p) => formatRupees(itemOf(p).rate) },
    { key: 'total', header: 'Total Amount', align: 'right', sortValue: (p) => p.totalCost, render: (p) => formatRupees(p.totalCost) },
    { key: 'vendor', header: 'Vendor', sortValue: (p) => itemOf(p).vendor.toLowerCase(), render: (p) => itemOf(p).vendor, cellSx: { overflowWrap: 'anywhere' } },
    { key: 'date', header: 'Date', sortValue: (p) => itemOf(p).date, exportValue: (p) => isoDay(itemOf(p).date), render: (p) => formatDashedDate(itemOf(p).date) },
    {
      key: 'status',
      header: 'Status',
      sortValue: (p) => p.status,
      exportValue: (p) => STATUS_LABELS[p.status],
      render: (p) => (
        <NativeSelect
          value={p.status}
          disabled={!canChangeStatus}
          onChange={(event) => onStatusChange(p, event.target.value as SavedPurchaseStatus)}
          inputProps={{ 'aria-label': `Status of ${itemOf(p).material}` }}
          sx={{ fontSize: 14, fontWeight: 600, color: p.status === 'completed' ? 'success.main' : 'warning.dark' }}
        >
          {SAVED_PURCHASE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      ),
    },
  ];
}
