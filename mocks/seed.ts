/**
 * The deterministic seed: the five roles, the demo accounts the login page lists, a realistic set of other
 * staff, projects, labour, vendors, purchases, surplus stock, bills and the activity log, each from its
 * own module. Sizes: `demo`; `large` for the list benchmarks; `salary-bench` (5,000 labour work entries
 * only) for the salary one; `years`, five years of business ending at the epoch (`seedYears.ts`); `evil`, the demo accounts and a few
 * records of every kind holding hostile values (`seedEvil.ts`).
 */
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { seedProjects } from './seedProjects';
import { seedVendors } from './seedVendors';
import { seedMaterialPurchases } from './seedMaterialPurchases';
import { seedExcessItems } from './seedExcessItems';
import { seedBills } from './seedBills';
import { seedActivities } from './seedActivities';
import { createRolesAndPeople, generatedStaff, SEED_ROLES, seedPeople } from './seedPeople';
import { clearDb } from './db';
import type { SeedSize } from './seedSize';

export { SEED_SIZES, type SeedSize } from './seedSize';
export { SEED_ROLES, SEED_STAFF, STAFF_PASSWORD } from './seedPeople';
export { SEED_ACTIVITIES } from './seedActivities';
export { DEMO_ACCOUNTS };

/** The fixed moment the seeded records are placed from (all but the bills and the activity log). */
export const SEED_EPOCH = Date.UTC(2026, 0, 5, 9, 30);
const DAY_MS = 86_400_000;

/** `now` places the demo's bills and activity log; the `years` and `evil` seeds are fixed at the epoch and ignore it. */
export async function seedDb(size: SeedSize = 'demo', now: number = Date.now()): Promise<void> {
  clearDb();
  if (size === 'years') {
    // Loaded only when asked for: the browser's mock never seeds it.
    const { seedYears } = await import('./seedYears');
    await seedYears(SEED_EPOCH);
    return;
  }
  if (size === 'evil') {
    const { seedEvil } = await import('./seedEvil');
    await seedEvil(SEED_EPOCH);
    return;
  }
  const people = [...seedPeople(), ...(size === 'large' ? generatedStaff(200) : [])];
  // Roles, then people, one every eight hours from the epoch.
  await createRolesAndPeople(SEED_ROLES, people, (n) => SEED_EPOCH + (n + 1) * (DAY_MS / 3));

  await seedVendors(SEED_EPOCH);
  await seedProjects(size, SEED_EPOCH + DAY_MS);
  await seedMaterialPurchases(SEED_EPOCH + DAY_MS);
  await seedExcessItems(SEED_EPOCH + DAY_MS);
  await seedBills(now);
  await seedActivities(now);
}
