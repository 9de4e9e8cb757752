/**
 * GSTR-1's documents issued (table 13): for each series of invoice numbers, the first and the last number
 * issued in the period, how many numbers that range spans and how many of them were cancelled. A series is
 * a number's text with its last run of digits taken as the counter (INV-2026-007: series INV-2026-#, counter
 * 7). The app keeps no cancelled bills: a number inside the range that no bill holds any more (a bill
 * deleted) is counted as cancelled, since the portal asks every number of the range to be accounted for.
 */

export interface DocIssue {
  doc_det: { doc_num: number; doc_typ: string; docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[] }[];
}

/** Table 13's first kind of document. */
export const INVOICES_FOR_OUTWARD_SUPPLY = 'Invoices for outward supply';

interface Reading {
  series: string;
  counter: number;
  width: number;
}

function readNumber(number: string): Reading | null {
  const match = /^(.*?)(\d+)(\D*)$/.exec(number.trim());
  if (!match) return null;
  return { series: `${match[1]}#${match[3]}`, counter: Number(match[2]), width: match[2].length };
}

/** The documents issued: `issued` are the period's bill numbers, `known` every bill number the app holds (any period). */
export function documentsIssued(issued: readonly string[], known: readonly string[]): DocIssue {
  const held = new Map<string, Set<number>>();
  for (const number of known) {
    const reading = readNumber(number);
    if (reading) held.set(reading.series, (held.get(reading.series) ?? new Set()).add(reading.counter));
  }
  const series = new Map<string, { from: string; to: string; low: number; high: number; count: number }>();
  const unnumbered: string[] = [];
  for (const number of new Set(issued)) {
    const reading = readNumber(number);
    if (!reading) {
      unnumbered.push(number);
      continue;
    }
    const entry = series.get(reading.series) ?? { from: number, to: number, low: reading.counter, high: reading.counter, count: 0 };
    if (reading.counter < entry.low) Object.assign(entry, { from: number, low: reading.counter });
    if (reading.counter > entry.high) Object.assign(entry, { to: number, high: reading.counter });
    entry.count += 1;
    series.set(reading.series, entry);
  }
  const docs = [...series.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, entry]) => {
      const holders = held.get(name) ?? new Set<number>();
      let heldInRange = 0;
      for (const counter of holders) if (counter >= entry.low && counter <= entry.high) heldInRange += 1;
      const cancel = entry.high - entry.low + 1 - heldInRange;
      return { from: entry.from, to: entry.to, totnum: entry.count + cancel, cancel, net_issue: entry.count };
    });
  // A number without digits is a series of its own, one document long.
  for (const number of unnumbered.sort()) docs.push({ from: number, to: number, totnum: 1, cancel: 0, net_issue: 1 });
  if (docs.length === 0) return { doc_det: [] };
  return { doc_det: [{ doc_num: 1, doc_typ: INVOICES_FOR_OUTWARD_SUPPLY, docs: docs.map((doc, i) => ({ num: i + 1, ...doc })) }] };
}
