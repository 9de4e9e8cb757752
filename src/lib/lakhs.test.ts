import { formatLakhs } from './lakhs';

test('rupees in lakhs, one decimal, Indian grouping', () => {
  expect(formatLakhs(1_234_567)).toBe('₹12.3 L');
  expect(formatLakhs(0)).toBe('₹0.0 L');
  expect(formatLakhs(5_000)).toBe('₹0.1 L');
  expect(formatLakhs(120_000_000)).toBe('₹1,200.0 L');
  expect(formatLakhs(Number.NaN)).toBe('₹0.0 L');
});
