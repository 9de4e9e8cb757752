import { ToneChip } from '@/components/ToneChip';
import type { PurchaseStatus } from '@/api/materialPurchases';

/** The status badge: Paid green, Unpaid amber. */
export function PurchaseStatusChip({ status }: { status: PurchaseStatus }) {
  return <ToneChip label={status} tone={status === 'Paid' ? 'success' : 'warning'} />;
}
