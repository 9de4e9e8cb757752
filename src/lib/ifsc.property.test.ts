import fc from 'fast-check';
import { isValidIfsc } from './ifsc';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const chars = (from: string, min: number, max = min) => fc.array(fc.constantFrom(...from), { minLength: min, maxLength: max }).map((list) => list.join(''));

/** Four letters (the bank), a zero, six letters or digits (the branch). */
const validIfsc = fc.tuple(chars(LETTERS, 4), chars(LETTERS + DIGITS, 6)).map(([bank, branch]) => `${bank}0${branch}`);

describe('isValidIfsc', () => {
  it('accepts every code of four letters, a zero and six letters or digits, in any case and with spaces around it', () => {
    fc.assert(
      fc.property(validIfsc, fc.boolean(), (ifsc, lower) => {
        expect(isValidIfsc(ifsc)).toBe(true);
        expect(isValidIfsc(`  ${lower ? ifsc.toLowerCase() : ifsc} `)).toBe(true);
      }),
    );
  });

  it('refuses a code whose bank part has a digit, whose fifth character is not a zero, or whose branch part has a sign', () => {
    fc.assert(
      fc.property(validIfsc, fc.nat({ max: 3 }), fc.constantFrom(...DIGITS), fc.constantFrom(...LETTERS + '123456789'), fc.nat({ max: 5 }), fc.constantFrom('-', '_', '.', '/', ' ', '@', 'é'), (ifsc, bankAt, digit, notZero, branchAt, sign) => {
        const replace = (at: number, by: string) => ifsc.slice(0, at) + by + ifsc.slice(at + 1);
        expect(isValidIfsc(replace(bankAt, digit))).toBe(false);
        expect(isValidIfsc(replace(4, notZero))).toBe(false);
        expect(isValidIfsc(replace(5 + branchAt, sign))).toBe(false);
      }),
    );
  });

  it('refuses a code of any other length', () => {
    fc.assert(
      fc.property(chars(LETTERS + DIGITS, 0, 20), (code) => {
        fc.pre(code.length !== 11);
        expect(isValidIfsc(code)).toBe(false);
      }),
    );
  });
});
