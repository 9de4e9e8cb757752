/**
 * The `years` seed: five years of the contractor's business, ending at the demo seed's epoch. It holds the
 * demo seed's roles, accounts, staff, vendors, labour register, projects, purchases, surplus items, bills
 * and activity log, and generates the rest up to the counts of `YEARS_COUNTS` from a seeded random
 * generator: the same records on every run, ids included, whatever the time of seeding.
 */
import { db, restartIds } from './db';
import { seedActivities } from './seedActivities';
import { seedBills } from './seedBills';
import { seedExcessItems } from './seedExcessItems';
import { seedMaterialPurchases } from './seedMaterialPurchases';
import { seedDemoProjects, seedLabourRegister } from './seedProjects';
import { seedVendors } from './seedVendors';
import { seedYearsActivities } from './seedYearsActivities';
import { seedYearsLabourProfiles, seedYearsStaff } from './seedYearsPeople';
import { seedYearsProjects } from './seedYearsProjects';
import { DAY_MS, HOUR_MS, PhoneNumbers, YEARS_SPAN_DAYS, type Calendar } from './seedYearsShared';
import { seedYearsExcessItems, seedYearsPurchases, seedYearsVendors, SupplierBook } from './seedYearsTrade';

export { YEARS_COUNTS } from './seedYearsShared';

export async function seedYears(epoch: number): Promise<void> {
  restartIds();
  const calendar: Calendar = { start: epoch - YEARS_SPAN_DAYS * DAY_MS, epoch };
  const { start } = calendar;

  const staff = await seedYearsStaff(calendar);
  // The demo's vendors and workers were the first on the books; their phone numbers stay theirs.
  await seedVendors(start + DAY_MS);
  await seedLabourRegister(start + 2 * DAY_MS);
  const phones = new PhoneNumbers([
    ...db.vendors.all().flatMap((v) => v.phoneNumbers.map((p) => p.number)),
    ...db.labourProfiles.all().map((p) => p.phone),
  ]);
  const suppliers = await seedYearsVendors(calendar, phones);
  const workers = await seedYearsLabourProfiles(calendar, phones);

  // The demo's projects are the newest, made just after the epoch as in the demo seed.
  await seedDemoProjects('years', epoch + DAY_MS, epoch + DAY_MS + HOUR_MS);
  const book = new SupplierBook(suppliers);
  const work = await seedYearsProjects(calendar, staff, workers, book);

  const purchases = await seedYearsPurchases(calendar, book);
  await seedMaterialPurchases(epoch + DAY_MS);
  await seedYearsExcessItems(calendar, work.sites);
  await seedExcessItems(epoch + DAY_MS);
  await seedBills(epoch);

  await seedYearsActivities(calendar, staff, workers, suppliers, purchases, work);
  await seedActivities(epoch);
}
