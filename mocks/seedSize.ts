/** The seeds the mock can start with: the demo data, a large one, the salary benchmark's, and five years of business. */
export type SeedSize = 'demo' | 'large' | 'salary-bench' | 'years';
export const SEED_SIZES: readonly SeedSize[] = ['demo', 'large', 'salary-bench', 'years'];
