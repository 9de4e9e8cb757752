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
