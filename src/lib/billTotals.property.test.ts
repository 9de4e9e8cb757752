import fc from 'fast-check';
import { billTotals, lineAmount } from './billTotals';

const paiseOf = (amount: number) => Math.round(amount * 100);
/** The amount is the number nearest to a whole number of paise. */
const isWholePaise = (amount: number) => paiseOf(amount) / 100 === amount;

/** Quantities to three decimals and rates to the paisa, as the bill form takes them, up to about ₹1 lakh crore a bill. */
const line = fc.record({
  qty: fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1000),
  rate: fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
});
const taxRate = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true }));

describe('billTotals', () => {
  it('totals to the paisa: the subtotal is the sum of the rounded amounts, the total the subtotal and the tax', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), taxRate, (items, rate) => {
        const { amounts, subtotal, taxAmount, total } = billTotals(items, rate);
        expect(amounts).toEqual(items.map(lineAmount));
        for (const figure of [...amounts, subtotal, taxAmount, total]) expect(isWholePaise(figure)).toBe(true);
        expect(paiseOf(subtotal)).toBe(amounts.reduce((sum, amount) => sum + paiseOf(amount), 0));
        expect(paiseOf(total)).toBe(paiseOf(subtotal) + paiseOf(taxAmount));
        // The tax is within half a paisa of subtotal × rate / 100, give or take what reading the amount to 15
        // significant digits moves it by (half its 15th digit: a hundredth of a paisa at ₹1,000 crore) and the
        // last bits of a double.
        const exactTaxPaise = (paiseOf(subtotal) * rate) / 100;
        const fifteenthDigitPaise = exactTaxPaise === 0 ? 0 : 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(exactTaxPaise))) - 14);
        const slack = 0.5 + fifteenthDigitPaise + Math.abs(exactTaxPaise) * 4 * Number.EPSILON;
        expect(Math.abs(paiseOf(taxAmount) - exactTaxPaise)).toBeLessThanOrEqual(slack);
      }),
    );
  });

  it('gives finite figures for any lines and tax rate, NaN and the infinities included', () => {
    const anyLine = fc.record({ qty: fc.double(), rate: fc.double() });
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 5 }), fc.double(), (items, rate) => {
        const { amounts, subtotal, taxAmount, total } = billTotals(items, rate);
        expect([...amounts, subtotal, taxAmount, total].filter((figure) => !Number.isFinite(figure))).toEqual([]);
      }),
    );
  });
});
