/**
 * Money has one rounding rule, and every figure follows it: to paise, half away from zero, on the amount as a
 * decimal (1000.005 is 1000.01, -1000.005 is -1000.01, 2.135 is 2.14), not on the binary double beneath it
 * (which holds 1000.005 as 1000.00499999…). A figure computed in floating point first loses its last-bit
 * noise: it is read to 15 significant digits, which every decimal typed or sent with at most 15 digits
 * survives unchanged (0.145 × 3 = 0.43499999999999994 is 0.435, so 0.44). `formatRupees`, `moneyText` and
 * the amount in words all print `roundMoney`'s result, so a shown figure and a computed total never differ.
 */

/**
 * Rupees in Indian formatting with two decimals: ₹1,25,000.50; an amount that rounds to zero has no minus
 * sign. Made on first use: the start of the app loads this module for its GSTIN check, and making the
 * format (the browser's first currency format loads its locale data) took 13 ms of the first paint.
 */
let rupees: Intl.NumberFormat | undefined;

export function formatRupees(amount: number | null | undefined): string {
  rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' });
  return rupees.format(roundMoney(amount ?? 0));
}

/** From 2^53 on a double is a whole number: nothing to round. */
const WHOLE_FROM = 2 ** 53;
/** Below this an amount has at least three decimals within 15 significant digits, so reading it to 15 digits drops only noise. */
const NOISE_BELOW = 1e12;

/** The decimal point moved by `places` on the number's own decimal text (`1000.005` by 2 is exactly 100000.5). */
function shiftDecimal(value: number, places: number): number {
  const [digits, exponent = '0'] = String(value).split('e');
  return Number(`${digits}e${Number(exponent) + places}`);
}

/** Rounds to paise by the rule above; a value that is not a finite number is 0. */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const size = Math.abs(amount);
  if (size >= WHOLE_FROM) return amount;
  const decimal = size < NOISE_BELOW ? Number(size.toPrecision(15)) : size;
  const paise = Math.round(shiftDecimal(decimal, 2));
  if (paise === 0) return 0;
  const rounded = shiftDecimal(paise, -2);
  return amount < 0 ? -rounded : rounded;
}

/** An amount as plain text with two decimals ('1250.50', '-0.01'), rounded by the same rule: for a body or a search. */
export function moneyText(amount: number): string {
  return roundMoney(amount).toFixed(2);
}

/** Reads a number the provider may send as text with thousands commas ("1,250.50"). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const parsed = Number(value.replace(/,/g, '').trim());
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}
