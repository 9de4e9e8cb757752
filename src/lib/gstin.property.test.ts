import fc from 'fast-check';
import { GST_STATE_CODES, gstinCheckCharacter, gstinProblem, isValidGstin } from './gstin';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const chars = (from: string, length: number) => fc.array(fc.constantFrom(...from), { minLength: length, maxLength: length }).map((list) => list.join(''));

/** A valid GSTIN: a state code, a PAN, an entity character, 'Z' and the check character of the first 14. */
const validGstin = fc
  .tuple(fc.constantFrom(...Object.keys(GST_STATE_CODES)), chars(LETTERS, 5), chars(DIGITS, 4), chars(LETTERS, 1), chars('123456789' + LETTERS, 1))
  .map(([state, panLetters, panDigits, panLast, entity]) => {
    const first14 = `${state}${panLetters}${panDigits}${panLast}${entity}Z`;
    return first14 + gstinCheckCharacter(first14);
  });

describe('isValidGstin', () => {
  it('accepts every valid GSTIN, in any case and with spaces around it', () => {
    fc.assert(
      fc.property(validGstin, fc.boolean(), (gstin, lower) => {
        expect(gstinProblem(gstin)).toBeNull();
        expect(isValidGstin(` ${lower ? gstin.toLowerCase() : gstin} `)).toBe(true);
      }),
    );
  });

  it('refuses a valid GSTIN with any one character changed', () => {
    const other = fc.oneof(fc.constantFrom(...DIGITS + LETTERS), fc.string({ minLength: 1, maxLength: 1 }));
    fc.assert(
      fc.property(validGstin, fc.nat({ max: 14 }), other, (gstin, at, replacement) => {
        fc.pre(replacement.toUpperCase() !== gstin[at] && replacement.trim() !== '');
        const changed = gstin.slice(0, at) + replacement + gstin.slice(at + 1);
        expect(isValidGstin(changed)).toBe(false);
      }),
    );
  });

  it('refuses a valid GSTIN with a character added or left out', () => {
    fc.assert(
      fc.property(validGstin, fc.nat({ max: 14 }), fc.constantFrom(...DIGITS + LETTERS), (gstin, at, extra) => {
        expect(gstinProblem(gstin.slice(0, at) + gstin.slice(at + 1))).toBe('length');
        expect(gstinProblem(gstin.slice(0, at) + extra + gstin.slice(at))).toBe('length');
      }),
    );
  });
});
