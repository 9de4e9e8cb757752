/**
 * What a screen needs of a large list, worked out where the list is read: on the reads' own thread where
 * the page has one (textReads.worker.ts), so that the page takes in a count or a few figures rather than
 * megabytes of records. The dashboard counts the labour profiles and sums and charts the bills; a digest
 * gives what the whole list would have given it.
 *
 * Each digest names the fields of a record it reads (`fields`) and the key its list's records are wrapped
 * under (`list`): an edge that offers it (config.json's `listFieldsUrl`) sends the list with only those
 * fields, from which the digest comes out the same (digests.property.test.ts).
 */
import { BILL_FIGURE_FIELDS, billFiguresOf, type BillFigures } from './billFigures';
import { LIST_KEYS } from './listKeys';
import { recordsOf } from './normalise';

interface DigestOf<T> {
  list: string;
  fields: readonly string[];
  of: (body: unknown) => T;
}

export const DIGESTS = {
  /** How many labour profiles the list holds: no field of theirs. */
  labourCount: { list: LIST_KEYS.labourProfiles, fields: [], of: (body): number => recordsOf(body, LIST_KEYS.labourProfiles).length },
  /** Each bill's date, status and total, in the list's order. */
  billFigures: { list: LIST_KEYS.bills, fields: BILL_FIGURE_FIELDS, of: (body): BillFigures[] => recordsOf(body, LIST_KEYS.bills).map(billFiguresOf) },
} satisfies Record<string, DigestOf<unknown>>;

export type DigestName = keyof typeof DIGESTS;
export type Digest<N extends DigestName> = ReturnType<(typeof DIGESTS)[N]['of']>;
