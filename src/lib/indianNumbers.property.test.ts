import fc from 'fast-check';
import { formatCount, formatFixed, groupIndian } from './indianNumbers';

/** Figures as a screen holds them: money to the paisa, counts, lakhs, and any double at all. */
const figures = fc.oneof(
  fc.double(),
  fc.integer({ min: -1e12, max: 1e12 }).map((paise) => paise / 100),
  fc.integer({ min: -1e9, max: 1e9 }).map((rupees) => rupees / 100_000),
  fc.constantFrom(0, -0, 0.05, -0.05, 1.15, 9.95, 99.95, 2.675, 1e21, -1e21, 5e-7, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE),
);

describe('formatFixed', () => {
  it.each([0, 1, 2, 3])('writes every number with %i decimals as the en-IN number format does', (places) => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: places, maximumFractionDigits: places, signDisplay: 'negative' });
    fc.assert(
      fc.property(figures, (value) => {
        expect(formatFixed(value, places)).toBe(intl.format(value));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatCount', () => {
  it('writes every count as toLocaleString("en-IN") does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double(), fc.constantFrom(-0, 0, 999, 1000, 99_999, 100_000)), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-IN'));
      }),
      { numRuns: 2000 },
    );
  });
});

test('groups the last three digits, then pairs', () => {
  expect(['1', '123', '1234', '12345', '123456', '1234567', '123456789'].map(groupIndian)).toEqual([
    '1',
    '123',
    '1,234',
    '12,345',
    '1,23,456',
    '12,34,567',
    '12,34,56,789',
  ]);
});
