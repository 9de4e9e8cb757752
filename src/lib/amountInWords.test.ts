import { amountInWords } from './amountInWords';
import { formatRupees } from './money';

describe('amountInWords', () => {
  test.each([
    [0, 'Zero Rupees Only'],
    [1, 'One Rupee Only'],
    [2, 'Two Rupees Only'],
    [11, 'Eleven Rupees Only'],
    [19, 'Nineteen Rupees Only'],
    [20, 'Twenty Rupees Only'],
    [45, 'Forty-Five Rupees Only'],
    [100, 'One Hundred Rupees Only'],
    [101, 'One Hundred One Rupees Only'],
    [999, 'Nine Hundred Ninety-Nine Rupees Only'],
    [1_000, 'One Thousand Rupees Only'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine Rupees Only'],
    [1_00_000, 'One Lakh Rupees Only'],
    [1_18_000, 'One Lakh Eighteen Thousand Rupees Only'],
    [10_00_000, 'Ten Lakh Rupees Only'],
    [99_99_999, 'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Rupees Only'],
    [1_00_00_000, 'One Crore Rupees Only'],
    [1_00_00_001, 'One Crore One Rupees Only'],
  ])('%d reads %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  test('lakhs and crores with paise', () => {
    expect(amountInWords(12_34_56_789.5)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Rupees and Fifty Paise Only',
    );
    expect(amountInWords(12.5)).toBe('Twelve Rupees and Fifty Paise Only');
    expect(amountInWords(1.01)).toBe('One Rupee and One Paisa Only');
  });

  test('paise alone', () => {
    expect(amountInWords(0.05)).toBe('Five Paise Only');
    expect(amountInWords(0.01)).toBe('One Paisa Only');
    expect(amountInWords(0.99)).toBe('Ninety-Nine Paise Only');
  });

  test('above 99 crore the crores continue in the Indian system', () => {
    expect(amountInWords(100 * 1_00_00_000)).toBe('One Hundred Crore Rupees Only');
    expect(amountInWords(1_234 * 1_00_00_000)).toBe('One Thousand Two Hundred Thirty-Four Crore Rupees Only');
    expect(amountInWords(1_00_000 * 1_00_00_000)).toBe('One Lakh Crore Rupees Only');
  });

  test('rounds to paise first, as the printed figure does', () => {
    expect(amountInWords(10.004)).toBe('Ten Rupees Only');
    expect(amountInWords(0.004)).toBe('Zero Rupees Only');
    expect(amountInWords(99.999)).toBe('One Hundred Rupees Only');
    expect(amountInWords(1.005)).toBe('One Rupee and One Paisa Only');
    expect([formatRupees(2.675), amountInWords(2.675)]).toEqual(['₹2.68', 'Two Rupees and Sixty-Eight Paise Only']);
    expect([formatRupees(1_180.125), amountInWords(1_180.125)]).toEqual([
      '₹1,180.13',
      'One Thousand One Hundred Eighty Rupees and Thirteen Paise Only',
    ]);
  });

  test('a negative amount reads Minus; a negative amount that rounds to nothing is zero', () => {
    expect(amountInWords(-1_500)).toBe('Minus One Thousand Five Hundred Rupees Only');
    expect(amountInWords(-0.001)).toBe('Zero Rupees Only');
  });

  test('a value that is not a finite amount is refused', () => {
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => amountInWords(1e20)).toThrow(RangeError);
  });
});
