import { describe, expect, it } from 'vitest';
import { inPeriod, periodDays, periodFromKey, periodKey, periodLabel, recentPeriods, returnPeriodCode } from './taxPeriod';

describe('tax periods', () => {
  it('a month: its days, its code and its name', () => {
    const february = { kind: 'month', year: 2028, month: 2 } as const;
    expect(periodDays(february)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(returnPeriodCode(february)).toBe('022028');
    expect(periodLabel(february)).toBe('February 2028');
    expect(inPeriod('2028-02-29', february)).toBe(true);
    expect(inPeriod('2028-03-01', february)).toBe(false);
  });

  it('a quarter of the financial year is filed for its last month; January to March closes the year before', () => {
    const q3 = { kind: 'quarter', year: 2026, month: 10 } as const;
    expect(periodDays(q3)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(returnPeriodCode(q3)).toBe('122026');
    expect(periodLabel(q3)).toBe('Oct–Dec 2026 (Q3 of 2026-27)');
    expect(periodLabel({ kind: 'quarter', year: 2027, month: 1 })).toBe('Jan–Mar 2027 (Q4 of 2026-27)');
  });

  it('recent periods start with the one that holds today, newest first, across the new year', () => {
    const now = new Date(2027, 1, 10);
    expect(recentPeriods('month', now, 3).map(periodLabel)).toEqual(['February 2027', 'January 2027', 'December 2026']);
    expect(recentPeriods('quarter', now, 3).map((p) => [p.year, p.month])).toEqual([
      [2027, 1],
      [2026, 10],
      [2026, 7],
    ]);
  });

  it('a key reads back to its period; a quarter must start a quarter', () => {
    const period = { kind: 'quarter', year: 2026, month: 7 } as const;
    expect(periodFromKey(periodKey(period))).toEqual(period);
    expect(periodFromKey('quarter:2026-08')).toBeNull();
    expect(periodFromKey('month:2026-13')).toBeNull();
  });
});
