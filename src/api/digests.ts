/**
 * What a screen needs of a large list, worked out where the list is read: on the reads' own thread where
 * the page has one (textReads.worker.ts), so that the page takes in a count or a few figures rather than
 * megabytes of records. The dashboard counts the labour profiles and sums and charts the bills; a digest
 * gives what the whole list would have given it.
 */
import { billFiguresOf, type BillFigures } from './billFigures';
import { LIST_KEYS } from './listKeys';
import { recordsOf } from './normalise';

export const DIGESTS = {
  /** How many labour profiles the list holds. */
  labourCount: (body: unknown): number => recordsOf(body, LIST_KEYS.labourProfiles).length,
  /** Each bill's date, status and total, in the list's order. */
  billFigures: (body: unknown): BillFigures[] => recordsOf(body, LIST_KEYS.bills).map(billFiguresOf),
} satisfies Record<string, (body: unknown) => unknown>;

export type DigestName = keyof typeof DIGESTS;
export type Digest<N extends DigestName> = ReturnType<(typeof DIGESTS)[N]>;
