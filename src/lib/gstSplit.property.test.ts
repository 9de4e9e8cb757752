import fc from 'fast-check';
import { billTotals } from './billTotals';
import { splitGst } from './gstSplit';
import { roundMoney } from './money';

const paise = fc.integer({ min: 0, max: 10_000_000_000 }).map((p) => p / 100);
const rate = fc.integer({ min: 0, max: 1000 }).map((r) => r / 10);
const state = fc.constantFrom('29', '27', '07', '33', '97');

describe('splitGst', () => {
  it('gives parts in whole paise that add up to the tax, halves at most a paisa apart', () => {
    fc.assert(
      fc.property(paise, rate, state, state, (tax, taxRate, supplier, place) => {
        const parts = splitGst(tax, taxRate, supplier, place)!;
        for (const part of parts) expect(roundMoney(part.amount)).toBe(part.amount);
        expect(roundMoney(parts.reduce((sum, part) => sum + part.amount, 0))).toBe(tax);
        expect(roundMoney(parts.reduce((sum, part) => sum + part.rate, 0))).toBe(roundMoney(taxRate));
        if (supplier === place) {
          expect(parts.map((p) => p.kind)).toEqual(['CGST', 'SGST']);
          expect(Math.abs(parts[0].amount - parts[1].amount)).toBeLessThanOrEqual(0.0100001);
        } else expect(parts).toEqual([{ kind: 'IGST', rate: taxRate, amount: tax }]);
      }),
    );
  });

  it('keeps a bill’s total: subtotal plus the parts is the total', () => {
    const line = fc.record({ qty: fc.integer({ min: 1, max: 500 }), rate: paise });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 15 }), rate, state, state, (lines, taxRate, supplier, place) => {
        const { subtotal, taxAmount, total } = billTotals(lines, taxRate);
        const parts = splitGst(taxAmount, taxRate, supplier, place)!;
        expect(roundMoney(subtotal + parts.reduce((sum, part) => sum + part.amount, 0))).toBe(total);
      }),
    );
  });
});
