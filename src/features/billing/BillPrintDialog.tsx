import type { Bill } from '@/api/bills';

/** The printable tax invoice of one bill. */
export function BillPrintDialog(_props: { bill: Bill; onClose: () => void }) {
  return null;
}
