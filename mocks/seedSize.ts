/** The seeds the mock can start with: the demo data, a large one, and the salary benchmark's. */
export type SeedSize = 'demo' | 'large' | 'salary-bench';
export const SEED_SIZES: readonly SeedSize[] = ['demo', 'large', 'salary-bench'];
