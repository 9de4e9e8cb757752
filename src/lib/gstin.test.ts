import { SEED_VENDORS } from '../../mocks/seedVendors';
import { GST_STATE_CODES, gstinCheckCharacter, gstinProblem, gstState, isValidGstin, normaliseGstin, validGstinState } from './gstin';

/** The number with its character at `index` replaced. */
const withCharAt = (gstin: string, index: number, char: string) => gstin.slice(0, index) + char + gstin.slice(index + 1);

describe('gstinProblem', () => {
  test('every seeded vendor’s GSTIN and a published one are valid, also typed in lower case with spaces around', () => {
    for (const { gstNumber } of SEED_VENDORS) expect(gstinProblem(gstNumber)).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(isValidGstin('  29aagfs4521k1zx ')).toBe(true);
  });

  test('a number of any other length is a length problem', () => {
    expect(gstinProblem('')).toBe('length');
    expect(gstinProblem('29AAGFS4521K1Z')).toBe('length');
    expect(gstinProblem('29AAGFS4521K1ZXX')).toBe('length');
  });

  test('15 characters in the wrong places are a structure problem', () => {
    const good = '29AAGFS4521K1ZX';
    expect(gstinProblem(withCharAt(good, 0, 'A'))).toBe('structure'); // state code not digits
    expect(gstinProblem(withCharAt(good, 2, '1'))).toBe('structure'); // PAN starts with 5 letters
    expect(gstinProblem(withCharAt(good, 7, 'X'))).toBe('structure'); // then 4 digits
    expect(gstinProblem(withCharAt(good, 11, '9'))).toBe('structure'); // then a letter
    expect(gstinProblem(withCharAt(good, 12, '0'))).toBe('structure'); // entity 1-9 or A-Z, never 0
    expect(gstinProblem(withCharAt(good, 13, 'Y'))).toBe('structure'); // then Z
    expect(gstinProblem('29AAGFS4521K1Z-')).toBe('structure');
  });

  test('a state code outside 01-38, 97 and 99 is refused', () => {
    const body = 'AAGFS4521K1Z';
    for (const code of ['00', '39', '50', '98']) {
      const first14 = code + body;
      expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe('stateCode');
    }
    for (const code of ['01', '38', '97', '99']) {
      const first14 = code + body;
      expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBeNull();
    }
  });

  test('one character changed breaks the check character', () => {
    expect(gstinProblem('29AAGFS4521K1ZY')).toBe('checksum'); // last character changed
    expect(gstinProblem('29AAGFS4522K1ZX')).toBe('checksum'); // a PAN digit changed
    expect(gstinProblem('29AAGFT4521K1ZX')).toBe('checksum'); // a PAN letter changed
    expect(gstinProblem('27AACCA5533B1Z6'.replace('5533', '5353'))).toBe('checksum'); // two digits swapped
  });
});

describe('gstinCheckCharacter', () => {
  test('computes the seeded numbers’ last characters from their first 14', () => {
    for (const { gstNumber } of SEED_VENDORS) expect(gstinCheckCharacter(gstNumber.slice(0, 14))).toBe(gstNumber[14]);
  });
});

describe('gstState', () => {
  test('names the state of the first two digits', () => {
    expect(gstState('29AAGFS4521K1ZX')).toBe('Karnataka');
    expect(gstState('27')).toBe('Maharashtra');
    expect(gstState('33AAECS9012L1ZA')).toBe('Tamil Nadu');
    expect(gstState('07')).toBe('Delhi');
    expect(gstState('38')).toBe('Ladakh');
    expect(gstState('99')).toBe('Centre Jurisdiction');
    expect(gstState('40AAAAA0000A1Z5')).toBeNull();
    expect(gstState('')).toBeNull();
  });

  test('knows every code from 01 to 38, and 97 and 99', () => {
    const codes = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97', '99'];
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual(codes);
  });
});

test('normaliseGstin trims and capitalises', () => {
  expect(normaliseGstin(' 29aagfs4521k1zx ')).toBe('29AAGFS4521K1ZX');
});

describe('validGstinState', () => {
  test('names the state of a full, valid number only', () => {
    expect(validGstinState('29AAGFS4521K1ZX')).toBe('Karnataka');
    expect(validGstinState(' 27aapfu0939f1zv ')).toBe('Maharashtra');
    expect(validGstinState('29AAGFS4521K1Z')).toBeNull(); // 14 characters
    expect(validGstinState('29')).toBeNull();
    expect(validGstinState('29AAGFS4521K1ZY')).toBeNull(); // a wrong check character
    expect(validGstinState('')).toBeNull();
    expect(validGstinState(undefined)).toBeNull();
  });
});
