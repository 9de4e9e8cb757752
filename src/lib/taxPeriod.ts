/**
 * A GST return's tax period: a calendar month, or a quarter of the financial year (April to June, July to
 * September, October to December, January to March) for a taxpayer filing quarterly. Days are yyyy-mm-dd.
 */

export type TaxPeriodKind = 'month' | 'quarter';

export interface TaxPeriod {
  kind: TaxPeriodKind;
  year: number;
  /** 1 to 12: the month, or the quarter's first month (4, 7, 10 or 1). */
  month: number;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The quarter of the financial year a month falls in, by its first month. */
function quarterStart(month: number): number {
  return month >= 4 ? month - ((month - 4) % 3) : 1;
}

function monthsOf(period: TaxPeriod): number {
  return period.kind === 'quarter' ? 3 : 1;
}

/** The period's last month as { year, month }. */
function lastMonthOf(period: TaxPeriod): { year: number; month: number } {
  return { year: period.year, month: period.month + monthsOf(period) - 1 };
}

/** The first and the last day of the period, as yyyy-mm-dd. */
export function periodDays(period: TaxPeriod): { from: string; to: string } {
  const last = lastMonthOf(period);
  const lastDay = new Date(Date.UTC(last.year, last.month, 0)).getUTCDate();
  return { from: `${period.year}-${pad2(period.month)}-01`, to: `${last.year}-${pad2(last.month)}-${pad2(lastDay)}` };
}

/** Whether a yyyy-mm-dd day falls in the period. */
export function inPeriod(day: string, period: TaxPeriod): boolean {
  const { from, to } = periodDays(period);
  return day >= from && day <= to;
}

/** The return period as the GST portal writes it, MMYYYY of the period's last month (a quarter's return is filed for its last month). */
export function returnPeriodCode(period: TaxPeriod): string {
  const last = lastMonthOf(period);
  return `${pad2(last.month)}${last.year}`;
}

/** 'November 2026', or 'Oct–Dec 2026 (Q3 of 2026-27)'. */
export function periodLabel(period: TaxPeriod): string {
  if (period.kind === 'month') return `${MONTH_NAMES[period.month - 1]} ${period.year}`;
  const last = lastMonthOf(period);
  const fyStart = period.month >= 4 ? period.year : period.year - 1;
  const quarter = period.month >= 4 ? (period.month - 1) / 3 : 4;
  return `${MONTH_NAMES[period.month - 1].slice(0, 3)}–${MONTH_NAMES[last.month - 1].slice(0, 3)} ${last.year} (Q${quarter} of ${fyStart}-${pad2((fyStart + 1) % 100)})`;
}

/** A stable text key for a period ('month:2026-11'), for a select's value. */
export function periodKey(period: TaxPeriod): string {
  return `${period.kind}:${period.year}-${pad2(period.month)}`;
}

export function periodFromKey(key: string): TaxPeriod | null {
  const match = /^(month|quarter):(\d{4})-(\d{2})$/.exec(key);
  if (!match) return null;
  const period: TaxPeriod = { kind: match[1] as TaxPeriodKind, year: Number(match[2]), month: Number(match[3]) };
  if (period.month < 1 || period.month > 12) return null;
  return period.kind === 'quarter' && quarterStart(period.month) !== period.month ? null : period;
}

/** The period of this kind that holds `now`, then `count - 1` before it, newest first. */
export function recentPeriods(kind: TaxPeriodKind, now: Date, count: number): TaxPeriod[] {
  const step = kind === 'quarter' ? 3 : 1;
  let year = now.getFullYear();
  let month = kind === 'quarter' ? quarterStart(now.getMonth() + 1) : now.getMonth() + 1;
  const periods: TaxPeriod[] = [];
  for (let i = 0; i < count; i += 1) {
    periods.push({ kind, year, month });
    month -= step;
    if (month < 1) {
      month += 12;
      year -= 1;
    }
  }
  return periods;
}
