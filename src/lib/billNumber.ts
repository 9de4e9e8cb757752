/** Bill numbers: INV-{year}-NNN. The next one is the first of the year's numbers that no bill uses, never a random one. */

export const BILL_NUMBER_PREFIX = 'INV';

export function billNumberOf(year: number, sequence: number): string {
  return `${BILL_NUMBER_PREFIX}-${year}-${String(sequence).padStart(3, '0')}`;
}

/** The first INV-{year}-NNN (from 001 up) that none of `used` holds; numbers are compared trimmed, ignoring case. */
export function nextBillNumber(used: readonly string[], year: number): string {
  const taken = new Set(used.map((n) => n.trim().toUpperCase()));
  let sequence = 1;
  while (taken.has(billNumberOf(year, sequence).toUpperCase())) sequence += 1;
  return billNumberOf(year, sequence);
}
