/** Rupees in Indian formatting with two decimals: ₹1,25,000.50. */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRupees(amount: number | null | undefined): string {
  return rupees.format(Number.isFinite(amount) ? (amount as number) : 0);
}

/** Rounds to two decimals, at the points where the spec rounds money. */
export function roundMoney(amount: number): number {
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
