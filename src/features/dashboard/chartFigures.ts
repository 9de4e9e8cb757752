/**
 * The dashboard charts' figures, pure: each chart's numbers from the records the dashboard reads, cut to
 * the chosen period. Days are calendar days (the date as written, not shifted by a time zone) counted as
 * whole numbers, so a period's ends are compared without clock times.
 */
import type { BillFigures } from '@/api/billFigures';
import type { Project } from '@/api/projects';
import type { LineContext } from '@/api/projectLines';
import { DASHBOARD_CHART_MONTHS, DASHBOARD_TOP_PROJECTS, PROJECT_STATUSES } from '@/config/constants';
import { materialAmount } from '@/lib/amounts';
import { roundMoney } from '@/lib/money';
import type { DashboardPeriod } from './dashboardTexts';

const DAY_MS = 86_400_000;

/** A period as the first and last calendar day it covers, both included (days since 1970-01-01). */
export interface PeriodWindow {
  from: number;
  to: number;
}

const dayOf = (year: number, month: number, day: number): number | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(date.getTime() / DAY_MS);
};

/**
 * The calendar day a stored date names: dd-mm-yyyy (or with slashes or dots, day first), yyyy-mm-dd, or a
 * full ISO time (its date part); null for anything else or a day the calendar does not have.
 */
export function calendarDay(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  const dayFirst = /^(\d{2})[-/.](\d{2})[-/.](\d{4})$/.exec(value);
  if (dayFirst) return dayOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  return iso ? dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/** Today and the days before it (Last 7 days is today and the six before), or 1 January to today. */
export function periodWindow(period: DashboardPeriod, now: Date): PeriodWindow {
  const today = Math.round(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / DAY_MS);
  if (period === 'This year') return { from: Math.round(Date.UTC(now.getFullYear(), 0, 1) / DAY_MS), to: today };
  const days = { 'Last 7 days': 7, 'Last 30 days': 30, 'Last 90 days': 90 }[period];
  return { from: today - days + 1, to: today };
}

const within = (day: number | null, span: PeriodWindow) => day !== null && day >= span.from && day <= span.to;

// ---- Billing by month -------------------------------------------------------------------------------

export interface BillingMonth {
  /** yyyy-mm. */
  month: string;
  /** 'Nov 2026'. */
  label: string;
  paid: number;
  pending: number;
  overdue: number;
}

export interface BillingByMonth {
  months: BillingMonth[];
  /** Bills counted (dated in the period, with a status of Paid, Pending or Overdue). */
  bills: number;
}

const monthLabel = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthIndexOf = (day: number) => {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
};
const STATUS_KEYS = { paid: 'paid', pending: 'pending', overdue: 'overdue' } as const;

/**
 * Bill totals by month and status, one entry per calendar month the period touches (the last
 * DASHBOARD_CHART_MONTHS of them at most), oldest first; a bill counts in the month of its date.
 */
export function billingByMonth(bills: readonly BillFigures[], span: PeriodWindow): BillingByMonth {
  const last = monthIndexOf(span.to);
  const first = Math.max(monthIndexOf(span.from), last - DASHBOARD_CHART_MONTHS + 1);
  const months: BillingMonth[] = [];
  for (let index = first; index <= last; index += 1) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    months.push({
      month: `${year}-${String(month).padStart(2, '0')}`,
      label: monthLabel.format(new Date(Date.UTC(year, month - 1, 1))),
      paid: 0,
      pending: 0,
      overdue: 0,
    });
  }
  let counted = 0;
  for (const bill of bills) {
    const day = calendarDay(bill.date);
    const key = STATUS_KEYS[bill.status.trim().toLowerCase() as keyof typeof STATUS_KEYS];
    if (!key || day === null || !within(day, span)) continue;
    const row = months[monthIndexOf(day) - first];
    if (!row) continue;
    row[key] += Number(bill.total) || 0;
    counted += 1;
  }
  for (const row of months) {
    row.paid = roundMoney(row.paid);
    row.pending = roundMoney(row.pending);
    row.overdue = roundMoney(row.overdue);
  }
  return { months, bills: counted };
}

// ---- Projects by status -----------------------------------------------------------------------------

export interface StatusCount {
  status: string;
  count: number;
}

/** What a project without a status is counted as. */
export const NO_STATUS = 'No status';

/**
 * Projects under way at some time in the period (started by its last day and not ended before its first;
 * a missing or unreadable date leaves that end open), counted by status: the spec's four statuses first, in
 * their order, then any other wording alphabetically. Statuses with no project are left out.
 */
export function projectsByStatus(projects: readonly Project[], span: PeriodWindow): StatusCount[] {
  const counts = new Map<string, number>();
  for (const project of projects) {
    const start = calendarDay(project.startDate);
    const end = calendarDay(project.endDate);
    if ((start !== null && start > span.to) || (end !== null && end < span.from)) continue;
    const status = project.status.trim() || NO_STATUS;
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const known: readonly string[] = PROJECT_STATUSES;
  const rank = (status: string) => (known.includes(status) ? known.indexOf(status) : known.length);
  return [...counts]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => rank(a.status) - rank(b.status) || a.status.localeCompare(b.status));
}

// ---- Lines of the project-lines joins ---------------------------------------------------------------

/** A joined line's day: its quotation item's date, else the day the item was created. */
const lineDay = (line: Pick<LineContext, 'quotationDate' | 'createdAt'>) => calendarDay(line.quotationDate) ?? calendarDay(line.createdAt);

export interface WageTotals {
  paid: number;
  unpaid: number;
  /** Entries counted. */
  entries: number;
}

/** Wages of the labour work entries dated in the period, paid and unpaid (any status but paid is unpaid). */
export function wagesPaidUnpaid(lines: readonly (Pick<LineContext, 'quotationDate' | 'createdAt'> & { wage: number; paymentStatus: string })[], span: PeriodWindow): WageTotals {
  let paid = 0;
  let unpaid = 0;
  let entries = 0;
  for (const line of lines) {
    if (!within(lineDay(line), span)) continue;
    const wage = Number(line.wage) || 0;
    if (line.paymentStatus.trim().toLowerCase() === 'paid') paid += wage;
    else unpaid += wage;
    entries += 1;
  }
  return { paid: roundMoney(paid), unpaid: roundMoney(unpaid), entries };
}

export interface ProjectCost {
  projectId: string;
  projectName: string;
  cost: number;
}

/**
 * Material cost (qty × rate of each material line dated in the period) by project: the
 * DASHBOARD_TOP_PROJECTS highest, highest first (same cost: by name); projects with no cost left out.
 */
export function materialCostByProject(
  lines: readonly (Pick<LineContext, 'projectId' | 'projectName' | 'quotationDate' | 'createdAt'> & { qty: number; rate: number })[],
  span: PeriodWindow,
): ProjectCost[] {
  const costs = new Map<string, ProjectCost>();
  for (const line of lines) {
    if (!within(lineDay(line), span)) continue;
    const entry = costs.get(line.projectId) ?? { projectId: line.projectId, projectName: line.projectName, cost: 0 };
    entry.cost += materialAmount(line.qty, line.rate);
    costs.set(line.projectId, entry);
  }
  return [...costs.values()]
    .map((entry) => ({ ...entry, cost: roundMoney(entry.cost) }))
    .filter((entry) => entry.cost > 0)
    .sort((a, b) => b.cost - a.cost || a.projectName.localeCompare(b.projectName))
    .slice(0, DASHBOARD_TOP_PROJECTS);
}
