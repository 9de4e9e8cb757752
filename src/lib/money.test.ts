import { formatRupees, roundMoney, toNumber } from './money';

test('rupees use Indian grouping and two decimals', () => {
  expect(formatRupees(1250000.5)).toBe('₹12,50,000.50');
  expect(formatRupees(0)).toBe('₹0.00');
  expect(formatRupees(Number.NaN)).toBe('₹0.00');
});

test('money rounds to two decimals', () => {
  expect(roundMoney(1.005)).toBe(1.01);
  expect(roundMoney(2.675)).toBe(2.68);
});

test('numbers sent as text with thousands commas are read', () => {
  expect(toNumber('1,250.50')).toBe(1250.5);
  expect(toNumber('abc')).toBe(0);
  expect(toNumber(12)).toBe(12);
  expect(toNumber(undefined)).toBe(0);
});
