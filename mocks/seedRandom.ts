/**
 * A small seeded pseudo-random generator for the generated seeds (mulberry32): the same seed gives the same
 * numbers on every run and every machine, so a generated seed is as fixed as a written one.
 */

export interface Random {
  /** A number from 0 up to (not including) 1. */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** A number from `min` up to `max`. */
  between(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One of the values, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
  };
}

/**
 * Splits `total` into whole shares in proportion to `weights`, each share at least `min` (largest
 * remainders first, ties to the earlier one), so that the shares add up to `total` exactly.
 */
export function apportion(total: number, weights: readonly number[], min = 0): number[] {
  const spare = total - min * weights.length;
  if (spare < 0) throw new Error(`Cannot share ${total} among ${weights.length} with at least ${min} each`);
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (spare * w) / sum : spare / weights.length));
  const shares = exact.map((x) => min + Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left === 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/** `count` moments from `from` to `to`, oldest first. */
export function sortedTimes(random: Random, count: number, from: number, to: number): number[] {
  return Array.from({ length: count }, () => Math.floor(random.between(from, to))).sort((a, b) => a - b);
}
