/**
 * Bill numbers: INV-{year}-NNN. The next one is the first of the year's numbers that no bill uses, never a random one.
 *
 * A tax invoice's number must be unique for a financial year, April to March (CGST Rules, rule 46(b)), and at
 * most 16 characters. The rule here gives more: a number is never given while any bill holds it, whatever its
 * year (and the server refuses a duplicate typed by hand), so no two bills of one financial year share a
 * number although the financial year spans two calendar years. INV-2026-001 is 12 characters; 16 are reached
 * only past 9,999,999 bills a year.
 */

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
