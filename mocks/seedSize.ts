/** The seeds the mock can start with: the demo data, a large one, the salary benchmark's, five years of business, and hostile values. */
export type SeedSize = 'demo' | 'large' | 'salary-bench' | 'years' | 'evil';
export const SEED_SIZES: readonly SeedSize[] = ['demo', 'large', 'salary-bench', 'years', 'evil'];
