/** A bill's figures (02 §5): amount = qty × rate per item; subtotal, tax and total, each rounded to two decimals. */
import { roundMoney } from './money';

export interface BillLine {
  qty: number;
  rate: number;
}

export interface BillTotals {
  /** Each item's qty × rate, rounded to two decimals, in the order given. */
  amounts: number[];
  subtotal: number;
  taxAmount: number;
  total: number;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** One item's amount: qty × rate, rounded to two decimals; a value that is not a number counts as 0. */
export function lineAmount(line: BillLine): number {
  return roundMoney(finite(line.qty) * finite(line.rate));
}

/**
 * The totals of a bill: the subtotal is the sum of the rounded item amounts, the tax is subtotal × rate / 100
 * and the total subtotal + tax, each rounded to two decimals.
 */
export function billTotals(items: readonly BillLine[], taxRate: number): BillTotals {
  const amounts = items.map(lineAmount);
  const subtotal = roundMoney(amounts.reduce((sum, amount) => sum + amount, 0));
  const taxAmount = roundMoney((subtotal * finite(taxRate)) / 100);
  const total = roundMoney(subtotal + taxAmount);
  return { amounts, subtotal, taxAmount, total };
}
