import { roundMoney } from './money';

/** Material amount = qty × rate, rounded to paise. */
export function materialAmount(qty: number, rate: number): number {
  return roundMoney((Number(qty) || 0) * (Number(rate) || 0));
}

/** Measurement quantity = nos × length × breadth × depth, to three decimals; 0 when the product is not a finite number. */
export function measurementQuantity(row: { nos: number; length: number; breadth: number; depth: number }): number {
  const value = [row.nos, row.length, row.breadth, row.depth].reduce((product, n) => product * (Number(n) || 0), 1);
  const rounded = Math.round(value * 1000) / 1000;
  return Number.isFinite(rounded) ? rounded : 0;
}

export function totalWages(entries: readonly { wage: number }[]): number {
  return roundMoney(entries.reduce((sum, entry) => sum + (Number(entry.wage) || 0), 0));
}

export function totalMaterials(materials: readonly { qty: number; rate: number }[]): number {
  return roundMoney(materials.reduce((sum, m) => sum + materialAmount(m.qty, m.rate), 0));
}

/**
 * A quotation item's amount: its materials' qty × rate plus its labour wages when it has any; otherwise
 * the totalAmount it was created with (ruling 25).
 */
export function quotationAmount(
  materials: readonly { qty: number; rate: number }[],
  labour: readonly { wage: number }[],
  createdTotal: number,
): number {
  if (materials.length === 0 && labour.length === 0) return roundMoney(Number(createdTotal) || 0);
  return roundMoney(totalMaterials(materials) + totalWages(labour));
}
