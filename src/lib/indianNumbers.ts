/**
 * Figures written the Indian way (12,34,567.9) by the app itself, as the browser's `en-IN` number format
 * writes them. The first `Intl` format or collator a page makes loads the browser's locale data: 13 to 30 ms
 * of the page's thread on this project's machine, once per page load, which the dashboard paid during its
 * boot (16 ms). The dashboard's cards are written with these; a value they do not cover (beyond a
 * double's whole numbers, or written with an exponent) goes to `Intl`, made on first use.
 */

/** '1234567' as '12,34,567': the last three digits, then pairs. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** A count as `toLocaleString('en-IN')` writes it: 1,23,456; -1,234. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || Object.is(count, -0)) return count.toLocaleString('en-IN');
  return `${count < 0 ? '-' : ''}${groupIndian(String(Math.abs(count)))}`;
}

/** '1.95' rounded at `places` decimals, half away from zero, on the digits as written: '2.0' for 1. */
function roundDecimalText(text: string, places: number): { whole: string; fraction: string } {
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= places) return { whole, fraction: fraction.padEnd(places, '0') };
  const kept = `${whole}${fraction.slice(0, places)}`;
  if (fraction[places] < '5') return { whole, fraction: fraction.slice(0, places) };
  // Add one to the last kept digit, carrying leftwards through the nines.
  const digits = kept.split('');
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === '9') digits[at--] = '0';
  if (at < 0) digits.unshift('1');
  else digits[at] = String(Number(digits[at]) + 1);
  const rounded = digits.join('');
  return { whole: rounded.slice(0, rounded.length - places), fraction: places ? rounded.slice(-places) : '' };
}

const intlFixed = new Map<number, Intl.NumberFormat>();

/**
 * A number with exactly `places` decimals in Indian grouping, as `Intl.NumberFormat('en-IN')` with that many
 * fraction digits and `signDisplay: 'negative'` writes it: 12,34,567.9; a value that rounds to zero has no
 * minus sign. Rounded half away from zero on the number's shortest decimal text (1.15 gives 1.2), as ICU does.
 */
export function formatFixed(value: number, places: number): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) {
    let format = intlFixed.get(places);
    if (!format) intlFixed.set(places, (format = new Intl.NumberFormat('en-IN', { minimumFractionDigits: places, maximumFractionDigits: places, signDisplay: 'negative' })));
    return format.format(value);
  }
  const { whole, fraction } = roundDecimalText(text, places);
  const zero = /^0*$/.test(whole + fraction);
  return `${value < 0 && !zero ? '-' : ''}${groupIndian(whole)}${places ? `.${fraction}` : ''}`;
}
