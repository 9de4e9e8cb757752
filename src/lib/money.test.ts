import { formatRupees, moneyText, roundMoney, toNumber } from './money';

test('rupees use Indian grouping and two decimals', () => {
  expect(formatRupees(1250000.5)).toBe('₹12,50,000.50');
  expect(formatRupees(0)).toBe('₹0.00');
  expect(formatRupees(Number.NaN)).toBe('₹0.00');
});

test('money rounds to two decimals', () => {
  expect(roundMoney(1.005)).toBe(1.01);
  expect(roundMoney(2.675)).toBe(2.68);
});

test.each([
  [1000.005, 1000.01, '₹1,000.01'],
  [-1000.005, -1000.01, '-₹1,000.01'],
  [10000.005, 10000.01, '₹10,000.01'],
  [2.135, 2.14, '₹2.14'],
  [4.015, 4.02, '₹4.02'],
  [0.285, 0.29, '₹0.29'],
  [1.004, 1, '₹1.00'],
  [-0.005, -0.01, '-₹0.01'],
  [-0.004, 0, '₹0.00'],
  [0.145 * 3, 0.44, '₹0.44'],
  [1.15 * 100, 115, '₹115.00'],
  [1e-7, 0, '₹0.00'],
])('%d rounds half away from zero to %d, and is shown as %s', (amount, rounded, shown) => {
  expect(roundMoney(amount)).toBe(rounded);
  expect(Object.is(roundMoney(amount), -0)).toBe(false);
  expect(formatRupees(amount)).toBe(shown);
  expect(moneyText(amount)).toBe(rounded.toFixed(2));
});

test('numbers sent as text with thousands commas are read', () => {
  expect(toNumber('1,250.50')).toBe(1250.5);
  expect(toNumber('abc')).toBe(0);
  expect(toNumber(12)).toBe(12);
  expect(toNumber(undefined)).toBe(0);
});
