import { billNumberOf, nextBillNumber } from './billNumber';

describe('nextBillNumber', () => {
  test('the first number of the year when there are none', () => {
    expect(nextBillNumber([], 2026)).toBe('INV-2026-001');
  });

  test('the first unused number: after the run, or in a gap', () => {
    expect(nextBillNumber(['INV-2026-001', 'INV-2026-002', 'INV-2026-003'], 2026)).toBe('INV-2026-004');
    expect(nextBillNumber(['INV-2026-001', 'INV-2026-003'], 2026)).toBe('INV-2026-002');
  });

  test('other years and other forms do not count; case and spaces do not matter', () => {
    expect(nextBillNumber(['INV-2025-001', 'INV-2025-002', 'BILL-7', ' inv-2026-001 '], 2026)).toBe('INV-2026-002');
  });

  test('past 999 the number grows a digit', () => {
    const used = Array.from({ length: 999 }, (_, i) => billNumberOf(2026, i + 1));
    expect(nextBillNumber(used, 2026)).toBe('INV-2026-1000');
  });
});

describe('unique within a financial year (April to March)', () => {
  test('bills raised through a financial year, across its two calendar years, never share a number, each at most 16 characters', () => {
    const used: string[] = [];
    // April 2026 to March 2027: nine months in 2026, three in 2027, ten bills a month.
    for (let month = 3; month < 15; month += 1) {
      const year = 2026 + Math.floor(month / 12);
      for (let i = 0; i < 10; i += 1) used.push(nextBillNumber(used, year));
    }
    expect(new Set(used).size).toBe(120);
    expect(used.every((n) => n.length <= 16)).toBe(true);
    expect(used.filter((n) => n.startsWith('INV-2027-'))).toHaveLength(30);
  });
});
