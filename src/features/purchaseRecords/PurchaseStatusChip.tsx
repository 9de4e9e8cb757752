import Chip from '@mui/material/Chip';
import type { PurchaseStatus } from '@/api/materialPurchases';

/** The status badge: Paid green, Unpaid amber. */
export function PurchaseStatusChip({ status }: { status: PurchaseStatus }) {
  return <Chip size="small" label={status} color={status === 'Paid' ? 'success' : 'warning'} />;
}
