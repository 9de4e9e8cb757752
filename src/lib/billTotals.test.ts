import { billTotals, lineAmount } from './billTotals';

describe('billTotals', () => {
  test.each([
    ['one line at 18%', [{ qty: 1, rate: 1000 }], 18, { amounts: [1000], subtotal: 1000, taxAmount: 180, total: 1180 }],
    ['3 × 33.33 at 18%', [{ qty: 3, rate: 33.33 }], 18, { amounts: [99.99], subtotal: 99.99, taxAmount: 18, total: 117.99 }],
    ['several lines at 12%', [{ qty: 2, rate: 450.5 }, { qty: 7, rate: 12.35 }], 12, { amounts: [901, 86.45], subtotal: 987.45, taxAmount: 118.49, total: 1105.94 }],
    ['a fractional rate of tax', [{ qty: 1, rate: 999.99 }], 12.5, { amounts: [999.99], subtotal: 999.99, taxAmount: 125, total: 1124.99 }],
    ['no tax', [{ qty: 4, rate: 0.1 }, { qty: 1, rate: 0.2 }], 0, { amounts: [0.4, 0.2], subtotal: 0.6, taxAmount: 0, total: 0.6 }],
    ['the whole subtotal as tax', [{ qty: 10, rate: 1.005 }], 100, { amounts: [10.05], subtotal: 10.05, taxAmount: 10.05, total: 20.1 }],
    ['5% on lakhs', [{ qty: 120, rate: 4150 }, { qty: 1, rate: 275000 }], 5, { amounts: [498000, 275000], subtotal: 773000, taxAmount: 38650, total: 811650 }],
    ['no items', [], 18, { amounts: [], subtotal: 0, taxAmount: 0, total: 0 }],
  ])('%s', (_case, items, rate, expected) => {
    expect(billTotals(items, rate)).toEqual(expected);
  });

  test('a value that is not a number counts as 0', () => {
    expect(lineAmount({ qty: Number.NaN, rate: 10 })).toBe(0);
    expect(billTotals([{ qty: 2, rate: 5 }], Number.NaN)).toEqual({ amounts: [10], subtotal: 10, taxAmount: 0, total: 10 });
  });
});
