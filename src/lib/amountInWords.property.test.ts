import fc from 'fast-check';
import { PRINTED_NONSENSE } from '../../tests/printedNonsense';
import { amountInWords } from './amountInWords';

const UNITS: Record<string, number> = {
  Zero: 0, One: 1, Two: 2, Three: 3, Four: 4, Five: 5, Six: 6, Seven: 7, Eight: 8, Nine: 9, Ten: 10,
  Eleven: 11, Twelve: 12, Thirteen: 13, Fourteen: 14, Fifteen: 15, Sixteen: 16, Seventeen: 17, Eighteen: 18, Nineteen: 19,
  Twenty: 20, Thirty: 30, Forty: 40, Fifty: 50, Sixty: 60, Seventy: 70, Eighty: 80, Ninety: 90,
};

/** A whole number written in the Indian system ('Twelve Crore Thirty-Four Lakh Five Hundred Six'), read back. */
function wordsToNumber(words: string): number {
  let total = 0;
  let current = 0;
  for (const word of words.split(/[\s-]+/).filter(Boolean)) {
    if (word in UNITS) current += UNITS[word];
    else if (word === 'Hundred') current *= 100;
    else if (word === 'Thousand') [total, current] = [total + current * 1_000, 0];
    else if (word === 'Lakh') [total, current] = [total + current * 1_00_000, 0];
    else if (word === 'Crore') [total, current] = [(total + current) * 1_00_00_000, 0];
    else throw new Error(`Not a number word: ${word}`);
  }
  return total + current;
}

/** The rupees and paise an amount in words says, and its sign. */
function readAmount(text: string): { sign: number; rupees: number; paise: number } {
  const match = /^(Minus )?(?:(.+?) (Rupees?))?(?: and )?(?:(.+?) (Paisa|Paise))? Only$/.exec(text);
  if (!match) throw new Error(`Not an amount in words: ${text}`);
  const [, minus, rupeeWords, rupeeUnit, paiseWords, paiseUnit] = match;
  const rupees = rupeeWords ? wordsToNumber(rupeeWords) : 0;
  const paise = paiseWords ? wordsToNumber(paiseWords) : 0;
  if (rupeeUnit) expect(rupeeUnit).toBe(rupees === 1 ? 'Rupee' : 'Rupees');
  if (paiseUnit) expect(paiseUnit).toBe(paise === 1 ? 'Paisa' : 'Paise');
  return { sign: minus ? -1 : 1, rupees, paise };
}

const BELOW_100_CRORE = 99_99_99_999;

describe('amountInWords', () => {
  it('reads back as the same number for every whole amount below 100 crore', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BELOW_100_CRORE }), (rupees) => {
        expect(readAmount(amountInWords(rupees))).toEqual({ sign: 1, rupees, paise: 0 });
      }),
    );
  });

  it('says the paise after the rupees, and a negative amount with Minus', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BELOW_100_CRORE }), fc.integer({ min: 0, max: 99 }), fc.boolean(), (rupees, paise, negative) => {
        const amount = (rupees + paise / 100) * (negative ? -1 : 1);
        const zero = rupees === 0 && paise === 0;
        expect(readAmount(amountInWords(amount))).toEqual({ sign: negative && !zero ? -1 : 1, rupees, paise });
      }),
    );
  });

  it('rounds to paise first: an amount reads as the figure rounded to two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: BELOW_100_CRORE, noNaN: true }), (amount) => {
        const { rupees, paise } = readAmount(amountInWords(amount));
        expect(Math.abs(rupees + paise / 100 - amount)).toBeLessThanOrEqual(0.005 + amount * 4 * Number.EPSILON);
      }),
    );
  });

  it('says any amount it can count exactly in words alone, and refuses the others with a RangeError', () => {
    fc.assert(
      fc.property(fc.double(), (amount) => {
        let words: string;
        try {
          words = amountInWords(amount);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          expect(Number.isFinite(amount) && Math.abs(amount) < Number.MAX_SAFE_INTEGER).toBe(false);
          return;
        }
        expect(words).toMatch(/^[A-Za-z -]+ Only$/);
        expect(words).not.toMatch(PRINTED_NONSENSE);
      }),
    );
  });
});
