import { normaliseBill } from '@/api/bills';
import { normaliseProject } from '@/api/projects';
import { db } from '../../../mocks/db';
import { seedDb } from '../../../mocks/seed';
import { SEED_BILLS } from '../../../mocks/seedBills';
import { SEED_PROJECTS } from '../../../mocks/seedProjects';
import { billingByMonth, calendarDay, materialCostByProject, periodWindow, projectsByStatus, wagesPaidUnpaid } from './chartFigures';

/** The demo seed placed at a fixed moment: 25 November 2026, noon, local time. */
const NOW = new Date(2026, 10, 25, 12, 0);
const round = (n: number) => Math.round(n * 100) / 100;
/** yyyy-mm-dd of the local day `days` before NOW. */
const isoDaysBefore = (days: number) => {
  const d = new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

beforeEach(async () => {
  await seedDb('demo', NOW.getTime());
});

describe('the period', () => {
  test('Last 7, 30 and 90 days end today and include it; This year starts on 1 January', () => {
    const day = (iso: string) => calendarDay(iso)!;
    expect(periodWindow('Last 7 days', NOW)).toEqual({ from: day('2026-11-19'), to: day('2026-11-25') });
    expect(periodWindow('Last 30 days', NOW)).toEqual({ from: day('2026-10-27'), to: day('2026-11-25') });
    expect(periodWindow('Last 90 days', NOW)).toEqual({ from: day('2026-08-28'), to: day('2026-11-25') });
    expect(periodWindow('This year', NOW)).toEqual({ from: day('2026-01-01'), to: day('2026-11-25') });
  });

  test('reads the dates the provider keeps: dd-mm-yyyy, yyyy-mm-dd and a full time; nothing else', () => {
    expect(calendarDay('25-11-2026')).toBe(calendarDay('2026-11-25'));
    expect(calendarDay('25/11/2026')).toBe(calendarDay('2026-11-25'));
    expect(calendarDay('2026-11-25T23:30:00.000Z')).toBe(calendarDay('2026-11-25'));
    for (const text of ['', 'soon', '31-02-2026', '2026-13-01', '1/1/2026']) expect(calendarDay(text)).toBeNull();
  });
});

describe('billing by month', () => {
  const bills = () => db.bills.all().map(normaliseBill);
  /** The seed's bills, by the month their daysAgo puts them in (independent of the dates written). */
  const seedMonthOf = (daysAgo: number) => isoDaysBefore(daysAgo).slice(0, 7);
  const totalOf = (index: number) => db.bills.all().find((b) => b.billNumber.endsWith(String(index + 1).padStart(3, '0')))!.total;

  function expectedMonths(months: string[], maxDaysAgo: number) {
    return months.map((month) => {
      const sum = (status: string) =>
        round(SEED_BILLS.reduce((total, bill, i) => (bill.status === status && bill.daysAgo <= maxDaysAgo && seedMonthOf(bill.daysAgo) === month ? total + totalOf(i) : total), 0));
      return { month, paid: sum('Paid'), pending: sum('Pending'), overdue: sum('Overdue') };
    });
  }

  test('Last 90 days: one entry per month from August, each status summed', () => {
    const figures = billingByMonth(bills(), periodWindow('Last 90 days', NOW));
    expect(figures.bills).toBe(SEED_BILLS.filter((b) => b.daysAgo <= 89).length);
    expect(figures.months.map(({ month, paid, pending, overdue }) => ({ month, paid, pending, overdue }))).toEqual(
      expectedMonths(['2026-08', '2026-09', '2026-10', '2026-11'], 89),
    );
    expect(figures.months.map((m) => m.label)).toEqual(['Aug 2026', 'Sept 2026', 'Oct 2026', 'Nov 2026']);
    // The seed's Overdue bills fall in October: both of them.
    const overdue = SEED_BILLS.map((b, i) => (b.status === 'Overdue' ? totalOf(i) : 0)).reduce((a, b) => a + b, 0);
    expect(figures.months[2].overdue).toBe(round(overdue));
  });

  test('Last 7 days: only the bill of three days ago', () => {
    const figures = billingByMonth(bills(), periodWindow('Last 7 days', NOW));
    const latest = SEED_BILLS.findIndex((b) => b.daysAgo === 3);
    expect(figures.bills).toBe(1);
    expect(figures.months).toEqual([{ month: '2026-11', label: 'Nov 2026', paid: 0, pending: totalOf(latest), overdue: 0 }]);
  });

  test('This year: January to November; no more than 12 months however long the period', () => {
    expect(billingByMonth(bills(), periodWindow('This year', NOW)).months).toHaveLength(11);
    const long = billingByMonth(bills(), { from: calendarDay('2020-01-01')!, to: calendarDay('2026-11-25')! });
    expect(long.months.map((m) => m.month)).toEqual(['2025-12', ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)]);
    expect(long.bills).toBe(SEED_BILLS.length);
  });

  test('a bill with an unreadable date or another status is not counted; no bills, nothing counted', () => {
    const [bill] = bills();
    const window = periodWindow('This year', NOW);
    expect(billingByMonth([{ ...bill, date: 'unknown' }, { ...bill, status: 'Draft' }], window).bills).toBe(0);
    expect(billingByMonth([{ ...bill, status: ' paid ' }], window).bills).toBe(1);
    expect(billingByMonth([], window).bills).toBe(0);
  });
});

describe('projects by status', () => {
  const projects = () => db.projects.all().map(normaliseProject);
  /** Under way in [from, to]: started by `to`, not ended before `from` (yyyy-mm-dd compare as text). */
  const expectedCounts = (from: string, to: string) => {
    const counts: Record<string, number> = {};
    for (const p of SEED_PROJECTS) if (p.startDate <= to && p.endDate >= from) counts[p.status] = (counts[p.status] ?? 0) + 1;
    return counts;
  };
  const asRecord = (rows: { status: string; count: number }[]) => Object.fromEntries(rows.map((r) => [r.status, r.count]));

  test('the seed\'s projects under way in each period, the spec\'s statuses in order', () => {
    const lastWeek = projectsByStatus(projects(), periodWindow('Last 7 days', NOW));
    expect(asRecord(lastWeek)).toEqual(expectedCounts('2026-11-19', '2026-11-25'));
    expect(lastWeek.map((r) => r.status)).toEqual(['Planning', 'On Progress']);

    const thisYear = projectsByStatus(projects(), periodWindow('This year', NOW));
    expect(asRecord(thisYear)).toEqual(expectedCounts('2026-01-01', '2026-11-25'));
    expect(thisYear.map((r) => r.status)).toEqual(['Pending', 'Planning', 'On Progress']);
  });

  test('open-ended dates count; an unknown wording comes after the four; no status is named so', () => {
    const [base] = projects();
    const rows = projectsByStatus(
      [
        { ...base, status: 'On Hold', startDate: '', endDate: '' },
        { ...base, status: '  ', startDate: 'unknown', endDate: '2030-01-01' },
        { ...base, status: 'Completed', startDate: '2020-01-01', endDate: '2020-02-01' },
        { ...base, status: 'Completed', startDate: '2026-11-20', endDate: '2026-11-20' },
      ],
      periodWindow('Last 7 days', NOW),
    );
    expect(rows).toEqual([
      { status: 'Completed', count: 1 },
      { status: 'No status', count: 1 },
      { status: 'On Hold', count: 1 },
    ]);
  });
});

/** The seed's lines joined with their quotation item and project by hand, as the project-lines join gives them. */
function joined<Line extends { quotationId: string }>(lines: readonly Line[]) {
  return lines.map((line) => {
    const item = db.quotationItems.all().find((i) => i._id === line.quotationId)!;
    const project = db.projects.all().find((p) => p._id === item.projectId)!;
    return { ...line, projectId: project._id, projectName: project.projectName, quotationDate: item.date, createdAt: item.createdAt };
  });
}

describe('wages paid and unpaid', () => {
  test('every seeded entry of the year, by payment status', () => {
    const lines = joined(db.labourWork.all());
    let paid = 0;
    let unpaid = 0;
    for (const entry of db.labourWork.all()) {
      if (entry.paymentStatus === 'paid') paid += entry.wage;
      else unpaid += entry.wage;
    }
    expect(paid).toBeGreaterThan(0);
    expect(unpaid).toBeGreaterThan(0);
    expect(wagesPaidUnpaid(lines, periodWindow('This year', NOW))).toEqual({ paid, unpaid, entries: db.labourWork.all().length });
  });

  test('only entries whose quotation item is dated in the period', () => {
    const lines = joined(db.labourWork.all());
    // The seed dates its quotation items in January: none in the last 90 days.
    expect(wagesPaidUnpaid(lines, periodWindow('Last 90 days', NOW))).toEqual({ paid: 0, unpaid: 0, entries: 0 });
    const firstItemDay = [...new Set(lines.map((l) => l.quotationDate))].sort()[0];
    const onThatDay = db.labourWork.all().filter((e) => lines.find((l) => l._id === e._id)!.quotationDate === firstItemDay);
    const day = calendarDay(firstItemDay)!;
    expect(wagesPaidUnpaid(lines, { from: day, to: day })).toEqual({
      paid: onThatDay.filter((e) => e.paymentStatus === 'paid').reduce((s, e) => s + e.wage, 0),
      unpaid: onThatDay.filter((e) => e.paymentStatus !== 'paid').reduce((s, e) => s + e.wage, 0),
      entries: onThatDay.length,
    });
  });
});

describe('material cost by project', () => {
  test('qty × rate summed per project, costliest first', () => {
    const lines = joined(db.quotationMaterials.all());
    const expected = db.projects
      .all()
      .map((p) => ({
        projectId: p._id,
        projectName: p.projectName,
        cost: round(db.quotationMaterials.all().filter((m) => m.projectId === p._id).reduce((sum, m) => sum + Math.round(m.qty * m.rate * 100) / 100, 0)),
      }))
      .filter((p) => p.cost > 0)
      .sort((a, b) => b.cost - a.cost || (a.projectName < b.projectName ? -1 : 1));
    expect(expected.length).toBeGreaterThan(1);
    expect(materialCostByProject(lines, periodWindow('This year', NOW))).toEqual(expected);
    expect(materialCostByProject(lines, periodWindow('Last 30 days', NOW))).toEqual([]);
  });

  test('the 10 costliest of more projects; same cost by name', () => {
    const line = (i: number, cost: number) => ({ projectId: `p${i}`, projectName: `Site ${String(i).padStart(2, '0')}`, quotationDate: '2026-11-20', createdAt: '', qty: 1, rate: cost });
    const lines = [...Array.from({ length: 12 }, (_, i) => line(i, 1000 + i * 10)), line(11, 5), line(20, 1100)];
    const top = materialCostByProject(lines, periodWindow('Last 7 days', NOW));
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3)).toEqual([
      { projectId: 'p11', projectName: 'Site 11', cost: 1115 },
      { projectId: 'p10', projectName: 'Site 10', cost: 1100 },
      { projectId: 'p20', projectName: 'Site 20', cost: 1100 },
    ]);
    expect(top.at(-1)).toEqual({ projectId: 'p3', projectName: 'Site 03', cost: 1030 });
  });
});
