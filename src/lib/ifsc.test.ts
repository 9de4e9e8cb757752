import { SEED_VENDORS } from '../../mocks/seedVendors';
import { isValidIfsc, normaliseIfsc } from './ifsc';

test('the seeded vendors’ codes are valid, also typed in lower case with spaces around', () => {
  for (const { ifscCode } of SEED_VENDORS) expect(isValidIfsc(ifscCode)).toBe(true);
  expect(isValidIfsc(' sbin0001234 ')).toBe(true);
  expect(isValidIfsc('BARB0MYSORE')).toBe(true);
});

test('four letters, a zero, six letters or digits: anything else is refused', () => {
  for (const code of ['', 'SBIN001234', 'SBIN00012345', 'SBI00001234', '1BIN0001234', 'SBIN1001234', 'SBINO001234', 'SBIN0-01234', 'SBIN 001234']) {
    expect(isValidIfsc(code)).toBe(false);
  }
});

test('normaliseIfsc trims and capitalises', () => {
  expect(normaliseIfsc(' hdfc0000123 ')).toBe('HDFC0000123');
});
