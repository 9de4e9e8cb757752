/** Cells hold what the user typed, as text; these read it. */

export function hasText(value: string): boolean {
  return value.trim() !== '';
}

/** The number typed, or 0 for an empty or unreadable cell. */
export function numberIn(value: string): number {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : 0;
}

/** Required numbers must be above 0: an empty cell, zero and a negative number all count as missing. */
export function isPositive(value: string): boolean {
  return numberIn(value) > 0;
}

/** A saved number back in a cell. */
export function cellText(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

const plainNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** Quantities, hours and sizes as the sheets show them: Indian grouping, up to three decimals. */
export function formatQuantity(value: number): string {
  return plainNumber.format(Number.isFinite(value) ? value : 0);
}

/** A rule that a required cell's text must pass. */
export type CellRule = (value: string) => boolean;

/**
 * The required fields of a row, each with its rule, in the order of the row's cells; the function made
 * returns the fields a row leaves missing, in that order.
 */
export function requiredCells<Values extends { [K in keyof Values]: string }>(rules: { [K in keyof Values]?: CellRule }) {
  const checks = Object.entries(rules) as [keyof Values, CellRule][];
  return (values: Values): (keyof Values)[] => checks.filter(([field, passes]) => !passes(values[field])).map(([field]) => field);
}
