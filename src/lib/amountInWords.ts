/**
 * A rupee amount in words, in the Indian system (thousand, lakh, crore), as an Indian tax invoice writes it:
 * 'One Lakh Eighteen Thousand Rupees Only', 'Twelve Rupees and Fifty Paise Only', 'Five Paise Only'.
 * The amount is rounded to paise first. Above 99 crore the crores are counted in the same system
 * ('One Hundred Crore', 'One Lakh Crore'). A negative amount reads 'Minus ...'.
 */

import { moneyText } from './money';

const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine',
  'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;
const HUNDRED = 100;

/** 1 to 99: 'Nineteen', 'Twenty', 'Thirty-Four'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const tens = TENS[Math.floor(n / 10)];
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** A whole number of 1 or more in words, Indian grouping; crores above 99 continue in the same system. */
function wholeInWords(n: number): string {
  const parts: string[] = [];
  const crores = Math.floor(n / CRORE);
  let rest = n % CRORE;
  if (crores > 0) parts.push(`${wholeInWords(crores)} Crore`);
  const lakhs = Math.floor(rest / LAKH);
  rest %= LAKH;
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor(rest / THOUSAND);
  rest %= THOUSAND;
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  const hundreds = Math.floor(rest / HUNDRED);
  rest %= HUNDRED;
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** Throws a RangeError for a value that is not a finite number or too large to count exactly. */
export function amountInWords(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  if (Math.abs(amount) > Number.MAX_SAFE_INTEGER) throw new RangeError(`Amount too large: ${amount}`);
  // Rounded to paise by the one rule of money, as formatRupees is (1.005 is ₹1.01), so the words always say
  // what the printed figure beside them says.
  const [rupeeDigits, paiseDigits] = moneyText(Math.abs(amount)).split('.');
  const rupees = Number(rupeeDigits);
  const paise = Number(paiseDigits);
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`Amount too large: ${amount}`);
  const sign = amount < 0 && (rupees > 0 || paise > 0) ? 'Minus ' : '';

  const rupeePart = rupees === 0 ? '' : `${wholeInWords(rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'}`;
  const paisePart = paise === 0 ? '' : `${belowHundred(paise)} ${paise === 1 ? 'Paisa' : 'Paise'}`;
  if (!rupeePart && !paisePart) return 'Zero Rupees Only';
  return `${sign}${[rupeePart, paisePart].filter(Boolean).join(' and ')} Only`;
}
