/**
 * The `years` seed's activity log before the demo's last ten days: entries as the app writes them, by staff
 * who may do that work and had joined by then, about records the seed holds (projects made, started and
 * completed; roles, users, vendors, purchases, surplus items, labour profiles, quotation items, their sheets,
 * bills raised and paid, wages paid), spread evenly over each kind's records.
 */
import type { RoleFlag } from '@/lib/permissions';
import { formatRupees } from '@/lib/money';
import { plural } from '@/lib/plural';
import { db, newId, type ActivityRecord, type MaterialPurchaseRecord } from './db';
import { SEED_ACTIVITIES } from './seedActivities';
import { SEED_ROLES, seedPeople } from './seedPeople';
import { seededRandom, type Random } from './seedRandom';
import type { Staff, Worker } from './seedYearsPeople';
import type { YearsWork } from './seedYearsProjects';
import type { Supplier } from './seedYearsTrade';
import { countAt, DAY_MS, HOUR_MS, MINUTE_MS, officeAfter, spreadPick, YEARS_COUNTS, type Calendar } from './seedYearsShared';

type Entry = Omit<ActivityRecord, '_id' | 'createdAt' | 'userName' | 'userRole'> & { at: number; by: Staff };

/** How many entries of each kind; the wages paid make up the rest. */
const QUOTAS = {
  users: 300,
  vendors: 500,
  excessItems: 400,
  labourProfiles: 800,
  quotationItems: 1_400,
  materialBatches: 1_000,
  labourBatches: 900,
  materialsCompleted: 400,
  billsRaised: 1_100,
  billsPaid: 700,
} as const;

/** The staff who may do work of one kind, oldest first; Admin does everything. */
class Doers {
  private readonly byFlag = new Map<RoleFlag, Staff[]>();

  constructor(
    private readonly random: Random,
    private readonly staff: readonly Staff[],
  ) {}

  /** Someone holding `flag` who had joined by `time` (one of the last thirty to join). */
  at(flag: RoleFlag, time: number): Staff {
    let holders = this.byFlag.get(flag);
    if (!holders) {
      holders = this.staff.filter((s) => s.flags[flag]);
      this.byFlag.set(flag, holders);
    }
    const known = countAt(holders, time);
    return known === 0 ? this.staff[0] : holders[known - 1 - Math.floor(this.random.next() * Math.min(known, 30))];
  }
}

export async function seedYearsActivities(
  { epoch }: Calendar,
  staff: readonly Staff[],
  workers: readonly Worker[],
  suppliers: readonly Supplier[],
  purchases: readonly MaterialPurchaseRecord[],
  work: YearsWork,
): Promise<void> {
  const random = seededRandom(1010);
  const doers = new Doers(random, staff);
  const admin = staff[0];
  const managerOf = new Map(staff.map((s) => [s.user.name, s]));
  const last = epoch - HOUR_MS;
  const entries: Entry[] = [];
  const add = (entry: Omit<Entry, 'metadata' | 'entityId'> & { entityId: string; metadata?: Record<string, unknown> }) => entries.push({ metadata: {}, ...entry });

  for (const project of work.projects) {
    const { _id, projectName, projectNumber, status } = project.record;
    const by = managerOf.get(project.record.projectManager) ?? doers.at('projectManagement', project.created);
    add({ at: project.created + 5 * MINUTE_MS, by, action: 'created', entityType: 'project', entityId: _id, entityName: projectName, description: `Created project ${projectName} (${projectNumber})` });
    const started = project.start + 9.5 * HOUR_MS;
    if (started <= last && status !== 'Planning') {
      add({ at: started, by, action: 'started', entityType: 'project', entityId: _id, entityName: projectName, description: `Started site work on ${projectName}`, metadata: { site: project.site.locality } });
    }
    const completed = project.end + 11 * HOUR_MS;
    if (status === 'Completed' && completed <= last) {
      add({ at: completed, by, action: 'completed', entityType: 'project', entityId: _id, entityName: projectName, description: `Completed project ${projectName}`, metadata: { previousStatus: 'On Progress', status: 'Completed' } });
    }
  }

  for (const role of db.roles.all().slice(SEED_ROLES.length)) {
    add({ at: Date.parse(role.createdAt) + MINUTE_MS, by: admin, action: 'created', entityType: 'role', entityId: role._id, entityName: role.name, description: `Created role ${role.name}` });
  }

  for (const { user, since } of spreadPick(staff.slice(seedPeople().length), QUOTAS.users)) {
    add({ at: since + MINUTE_MS, by: doers.at('userManagement', since), action: 'created', entityType: 'user', entityId: user._id, entityName: user.name, description: `Created user ${user.name} (${user.role})` });
  }

  for (const { vendor, since } of spreadPick(suppliers.filter((s) => s.kind), QUOTAS.vendors)) {
    const { gstNumber, category, paymentTerms } = vendor;
    add({
      at: since + MINUTE_MS,
      by: doers.at('vendorManagement', since),
      action: 'created',
      entityType: 'vendor',
      entityId: vendor._id,
      entityName: vendor.vendorName,
      description: `Added vendor ${vendor.vendorName} (${category})`,
      metadata: { gstNumber, category, paymentTerms },
    });
  }

  for (const purchase of purchases) {
    const at = Date.parse(purchase.createdAt) + MINUTE_MS;
    const { material, vendor, amount, status } = purchase;
    add({
      at,
      by: doers.at('materialManagement', at),
      action: 'created',
      entityType: 'purchase',
      entityId: purchase._id,
      entityName: material,
      description: `Recorded a purchase: ${material} from ${vendor}, ₹${amount.toFixed(2)} (${status})`,
      metadata: { vendor, amount, status },
    });
  }

  const generatedExcess = db.excessItems.all().filter((item) => Date.parse(item.createdAt) < epoch);
  for (const item of spreadPick(generatedExcess, QUOTAS.excessItems)) {
    const at = Date.parse(item.createdAt) + MINUTE_MS;
    const { description, quantity, units, location, condition } = item;
    add({
      at,
      by: doers.at('materialManagement', at),
      action: 'created',
      entityType: 'material',
      entityId: item._id,
      entityName: description,
      description: `Added excess item ${description} (${quantity} ${units}) at ${location}`,
      metadata: { quantity, units, location, condition },
    });
  }

  for (const { profile, since } of spreadPick(workers.filter((w) => !w.demo), QUOTAS.labourProfiles)) {
    add({ at: since + MINUTE_MS, by: doers.at('hrManagement', since), action: 'created', entityType: 'labour', entityId: profile._id, entityName: profile.name, description: `Added ${profile.name} (${profile.category}) to the labour register` });
  }

  for (const { record, project, at } of spreadPick(work.items, QUOTAS.quotationItems)) {
    add({
      at: at + MINUTE_MS,
      by: managerOf.get(project.record.projectManager) ?? doers.at('projectManagement', at),
      action: 'created',
      entityType: 'quotation',
      entityId: record._id,
      entityName: record.description,
      description: `Added quotation item ${record.itemNo} of ${project.record.projectName}: ${record.description}`,
    });
  }

  const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name).join(', ');
  const firstOf = (rows: readonly { createdAt: string }[]) => Math.min(...rows.map((row) => Date.parse(row.createdAt)));
  for (const { item, materials } of spreadPick(work.sheets, QUOTAS.materialBatches)) {
    const at = Math.min(last, firstOf(materials) + 2 * MINUTE_MS);
    add({ at, by: doers.at('materialManagement', at), action: 'created', entityType: 'material', entityId: item.record._id, entityName: names(materials), description: `Added ${plural(materials.length, 'material')} to a quotation item: ${names(materials)}` });
  }
  for (const { item, labour } of spreadPick(work.sheets, QUOTAS.labourBatches)) {
    const at = Math.min(last, firstOf(labour) + 2 * MINUTE_MS);
    add({
      at,
      by: doers.at('hrManagement', at),
      action: 'created',
      entityType: 'labour',
      entityId: item.record._id,
      entityName: names(labour),
      description: `Added ${plural(labour.length, 'labour entry', 'labour entries')} to a quotation item: ${names(labour)}`,
    });
  }

  const completedLines = work.sheets.flatMap((sheet) => sheet.materials.filter((line) => line.status === 'completed'));
  for (const line of spreadPick(completedLines, QUOTAS.materialsCompleted)) {
    const at = officeAfter(random, Date.parse(line.createdAt), [3 * DAY_MS, 20 * DAY_MS], last);
    add({ at, by: doers.at('materialManagement', at), action: 'completed', entityType: 'material', entityId: line._id, entityName: line.name, description: `Marked material ${line.name} as completed`, metadata: { status: 'completed', previousStatus: 'pending' } });
  }

  const billEntry = (bill: YearsWork['bills'][number]['record'], status: string) => ({
    entityType: 'bill' as const,
    entityId: bill._id,
    entityName: bill.billNumber,
    description: `${status === 'Pending' ? 'Raised' : 'Updated'} bill ${bill.billNumber} for ${bill.client}, ${formatRupees(bill.total)} (${status})`,
    metadata: { client: bill.client, project: bill.project, total: bill.total, status },
  });
  for (const { record, at } of spreadPick(work.bills, QUOTAS.billsRaised)) {
    add({ at: at + MINUTE_MS, by: doers.at('accountsManagement', at), action: 'created', ...billEntry(record, 'Pending') });
  }
  for (const { record, at } of spreadPick(work.bills.filter((bill) => bill.record.status === 'Paid'), QUOTAS.billsPaid)) {
    const paidAt = officeAfter(random, at, [10 * DAY_MS, 45 * DAY_MS], last);
    add({ at: paidAt, by: doers.at('accountsManagement', paidAt), action: 'updated', ...billEntry(record, 'Paid') });
  }

  // The wages paid make up the count.
  const wages = YEARS_COUNTS.activities - SEED_ACTIVITIES.length - entries.length;
  const paidEntries = work.sheets.flatMap((sheet) => sheet.labour.filter((entry) => entry.paymentStatus === 'paid'));
  if (wages < 0 || wages > paidEntries.length) throw new Error(`The years seed cannot make ${wages} wage entries for its activity log`);
  for (const entry of spreadPick(paidEntries, wages)) {
    const at = officeAfter(random, Date.parse(entry.createdAt), [6 * DAY_MS, 8 * DAY_MS], last);
    add({
      at,
      by: doers.at('hrManagement', at),
      action: 'updated',
      entityType: 'labour',
      entityId: entry._id,
      entityName: entry.name,
      description: `Marked wage of ${entry.name} as paid`,
      metadata: { paymentStatus: 'paid', previousStatus: 'unpaid', wage: entry.wage },
    });
  }

  // Oldest first, so that ids grow with time like the provider's.
  entries.sort((a, b) => a.at - b.at);
  for (const { at, by, ...entry } of entries) {
    await db.activities.create({ _id: newId(at), userName: by.user.name, userRole: by.user.role, ...entry, createdAt: new Date(at).toISOString() });
  }
}
