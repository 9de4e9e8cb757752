/**
 * A bill's figures, read the same way by the bill list and by the dashboard, which sums and charts them
 * without taking in the rest of each bill. Pure, so the reads' own thread reads them too (digests.ts).
 */
import { DEFAULT_BILL_STATUS } from '@/config/constants';
import { toNumber } from '@/lib/money';
import { str } from './normalise';

export interface BillFigures {
  /** dd-mm-yyyy as typed; an older bill may hold another form, shown as it is. */
  date: string;
  status: string;
  total: number;
}

/** The fields of a bill that billFiguresOf reads, and nothing else of it. */
export const BILL_FIGURE_FIELDS = ['date', 'status', 'total'] as const satisfies readonly (keyof BillFigures)[];

export function billFiguresOf(raw: Record<string, unknown>): BillFigures {
  return { date: str(raw.date), status: str(raw.status) || DEFAULT_BILL_STATUS, total: toNumber(raw.total) };
}
