/** Rupees in Indian formatting with two decimals: ₹1,25,000.50; an amount that rounds to zero has no minus sign. */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' });

export function formatRupees(amount: number | null | undefined): string {
  return rupees.format(Number.isFinite(amount) ? (amount as number) : 0);
}

/** From here on a double holds no paise to round, and × 100 may overflow to Infinity (about 90 lakh crore rupees). */
const NO_PAISE_LEFT = Number.MAX_SAFE_INTEGER / 100;

/** Rounds to two decimals, at the points where the spec rounds money; a value that is not a finite number is 0. */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  if (Math.abs(amount) >= NO_PAISE_LEFT) return amount;
  return Math.round((amount + Number.EPSILON) * 100) / 100;
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
