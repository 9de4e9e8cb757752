import fc from 'fast-check';
import { PRINTED_NONSENSE } from '../../tests/printedNonsense';
import { numericText } from '../../tests/responseArbitraries';
import { materialAmount, measurementQuantity, quotationAmount, totalMaterials, totalWages } from './amounts';
import { formatLakhs } from './lakhs';
import { formatRupees, moneyText, roundMoney, toNumber } from './money';

/** Any number, NaN, the infinities and -0 included. */
const anyNumber = fc.double();
const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

describe('formatRupees', () => {
  it('prints rupees with Indian grouping and two decimals for any amount, and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(anyNumber, fc.constantFrom(null, undefined)), (amount) => {
        const shown = formatRupees(amount);
        expect(shown).toMatch(/^-?₹\d{1,3}(,\d\d)*(,\d{3})?\.\d\d$|^-?₹\d{1,3}\.\d\d$/);
        expect(shown).not.toMatch(PRINTED_NONSENSE);
      }),
    );
  });

  it('reads back as the amount rounded to paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        expect(toNumber(formatRupees(paise / 100).replace('₹', ''))).toBe(paise / 100);
      }),
    );
  });
});

describe('formatLakhs', () => {
  it('prints lakhs with one decimal for any amount, and nothing else', () => {
    fc.assert(
      fc.property(anyNumber, (rupees) => {
        const shown = formatLakhs(rupees);
        expect(shown).toMatch(/^₹-?[\d,]+\.\d L$/);
        expect(shown).not.toMatch(PRINTED_NONSENSE);
        expect(shown).not.toMatch(/-0\.0 /);
      }),
    );
  });
});

describe('toNumber', () => {
  it('gives a finite number for any value, numbers as text with commas included', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), numericText, anyNumber), (value) => {
        expect(isFiniteNumber(toNumber(value))).toBe(true);
      }),
    );
  });

  it('reads integers written with Indian or Western thousands commas', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(toNumber(n.toLocaleString('en-IN'))).toBe(n);
        expect(toNumber(n.toLocaleString('en-US'))).toBe(n);
      }),
    );
  });
});

describe('roundMoney', () => {
  it('gives a finite amount in whole paise, within half a paisa of the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
        const rounded = roundMoney(amount);
        expect(Math.round(rounded * 100) / 100).toBe(rounded);
        // Half a paisa, give or take the last bits of a double.
        expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(0.005 + Math.abs(amount) * 4 * Number.EPSILON);
      }),
    );
  });

  it('rounds a decimal amount half away from zero, as written, and shows exactly that', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 11n }), fc.integer({ min: 0, max: 999 }), fc.boolean(), (rupees, thousandths, negative) => {
        const sign = negative ? '-' : '';
        const amount = Number(`${sign}${rupees}.${String(thousandths).padStart(3, '0')}`);
        const paise = rupees * 100n + BigInt(Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0));
        const expected = paise === 0n ? 0 : Number(`${sign}${paise}e-2`);
        expect(roundMoney(amount)).toBe(expected);
        expect(toNumber(formatRupees(amount).replace('₹', ''))).toBe(expected);
        expect(Number(moneyText(amount))).toBe(expected);
      }),
    );
  });

  it('is what formatRupees shows, for any amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e13, max: 1e13, noNaN: true }), (amount) => {
        expect(toNumber(formatRupees(amount).replace('₹', ''))).toBe(roundMoney(amount));
        expect(formatRupees(roundMoney(amount))).toBe(formatRupees(amount));
      }),
    );
  });

  it('never gives NaN or Infinity, whatever the amount', () => {
    fc.assert(
      fc.property(anyNumber, (amount) => {
        expect(isFiniteNumber(roundMoney(amount))).toBe(true);
      }),
    );
  });
});

describe('the amounts of the sheets', () => {
  const line = fc.record({ qty: anyNumber, rate: anyNumber });
  const wage = fc.record({ wage: anyNumber });
  const row = fc.record({ nos: anyNumber, length: anyNumber, breadth: anyNumber, depth: anyNumber });

  it('are finite numbers for any quantities, rates and wages', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), fc.array(wage, { maxLength: 5 }), anyNumber, row, (materials, labour, created, measured) => {
        const figures = [
          ...materials.map(({ qty, rate }) => materialAmount(qty, rate)),
          totalMaterials(materials),
          totalWages(labour),
          quotationAmount(materials, labour, created),
          measurementQuantity(measured),
        ];
        expect(figures.filter((figure) => !isFiniteNumber(figure))).toEqual([]);
      }),
    );
  });

  it('total the materials to the paisa: the sum of the rounded line amounts', () => {
    const realistic = fc.record({ qty: fc.integer({ min: 0, max: 1e6 }).map((n) => n / 100), rate: fc.integer({ min: 0, max: 1e7 }).map((n) => n / 100) });
    fc.assert(
      fc.property(fc.array(realistic, { maxLength: 20 }), (materials) => {
        const paise = materials.reduce((sum, { qty, rate }) => sum + Math.round(materialAmount(qty, rate) * 100), 0);
        expect(Math.round(totalMaterials(materials) * 100)).toBe(paise);
      }),
    );
  });
});
