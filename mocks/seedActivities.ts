/**
 * The activity log's seed: the last ten days before the moment of seeding, by the seeded staff. It is the
 * one part of the demo seed placed relative to that moment (`now`), so that the dashboard's live feed and
 * its seven-day statistics always have something recent to show.
 */
import type { ActivityAction, ActivityEntityType } from '@/config/constants';
import { db, newId } from './db';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

interface SeedActivity {
  /** How long before the moment of seeding it happened. */
  ago: number;
  by: string;
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityName: string;
  description: string;
  metadata?: Record<string, unknown>;
}

/**
 * The last ten days of the activity log, newest first, by the seeded staff. Entries about users, roles,
 * projects and labour profiles point at the seeded records; the others carry ids of their own.
 */
export const SEED_ACTIVITIES: readonly SeedActivity[] = [
  {
    ago: 18 * MINUTE_MS,
    by: 'Priya Sharma',
    action: 'updated',
    entityType: 'project',
    entityName: 'Sai Residency – Block A',
    description: 'Updated project "Sai Residency – Block A": status changed to On Progress',
    metadata: { previousStatus: 'Planning', status: 'On Progress' },
  },
  {
    ago: 1 * HOUR_MS + 40 * MINUTE_MS,
    by: 'Kiran Patil',
    action: 'created',
    entityType: 'material',
    entityName: 'UltraTech OPC 53 Grade Cement',
    description: 'Added 200 bags of UltraTech OPC 53 Grade Cement to the quotation of Sai Residency – Block A',
    metadata: { qty: 200, unit: 'bags', rate: 385, vendor: 'Shree Balaji Building Materials' },
  },
  {
    ago: 4 * HOUR_MS,
    by: 'Vikram Iyer',
    action: 'created',
    entityType: 'bill',
    entityName: 'INV-2026-041',
    description: 'Raised bill INV-2026-041 for Krishna Textiles',
    metadata: { client: 'Krishna Textiles', totalAmount: 472500 },
  },
  {
    ago: 9 * HOUR_MS + 15 * MINUTE_MS,
    by: 'Sunita Rao',
    action: 'approved',
    entityType: 'labour',
    entityName: 'Ramesh Naik',
    description: 'Approved the weekly wage of ₹6,400 for Ramesh Naik (mason, brickwork)',
    metadata: { amount: 6400, task: 'Brickwork', hours: 48 },
  },
  {
    ago: 1 * DAY_MS + 2 * HOUR_MS,
    by: 'Arjun Mehta',
    action: 'updated',
    entityType: 'user',
    entityName: 'Deepak Nair',
    description: 'Set the account of Deepak Nair to Inactive',
    metadata: { previousStatus: 'Active', status: 'Inactive' },
  },
  {
    ago: 1 * DAY_MS + 7 * HOUR_MS,
    by: 'Rahul Verma',
    action: 'created',
    entityType: 'quotation',
    entityName: 'Item 4 – RCC footing and plinth beam',
    description: 'Added quotation item 4 (RCC footing and plinth beam) to Green Valley Villas',
    metadata: { itemNo: 4, totalAmount: 385000 },
  },
  {
    ago: 2 * DAY_MS + 5 * HOUR_MS,
    by: 'Kiran Patil',
    action: 'created',
    entityType: 'vendor',
    entityName: 'Shree Balaji Building Materials',
    description: 'Added vendor Shree Balaji Building Materials, Hosur',
    metadata: { gstin: '29ABCFS1234K1Z5', city: 'Hosur' },
  },
  {
    ago: 3 * DAY_MS + 1 * HOUR_MS,
    by: 'Priya Sharma',
    action: 'started',
    entityType: 'project',
    entityName: 'Sai Residency – Block A',
    description: 'Started site work on Sai Residency – Block A',
    metadata: { site: 'Whitefield, Bengaluru' },
  },
  {
    ago: 3 * DAY_MS + 6 * HOUR_MS,
    by: 'Vikram Iyer',
    action: 'approved',
    entityType: 'bill',
    entityName: 'INV-2026-038',
    description: 'Marked bill INV-2026-038 as paid',
    metadata: { totalAmount: 128000, paymentStatus: 'paid' },
  },
  {
    ago: 4 * DAY_MS + 3 * HOUR_MS,
    by: 'Arjun Mehta',
    action: 'updated',
    entityType: 'role',
    entityName: 'Material Manager',
    description: 'Gave the Material Manager role access to Vendor Management',
    metadata: { permissions: { vendorManagement: true } },
  },
  {
    ago: 5 * DAY_MS + 4 * HOUR_MS,
    by: 'Sunita Rao',
    action: 'created',
    entityType: 'labour',
    entityName: 'Manjunath Hegde',
    description: 'Registered Manjunath Hegde (bar bender) in the labour register',
    metadata: { category: 'Skilled', task: 'Bar bending' },
  },
  {
    ago: 6 * DAY_MS + 2 * HOUR_MS,
    by: 'Rahul Verma',
    action: 'completed',
    entityType: 'project',
    entityName: 'Krishna Textiles Warehouse',
    description: 'Completed project Krishna Textiles Warehouse',
    metadata: { previousStatus: 'On Progress', status: 'Completed' },
  },
  {
    ago: 7 * DAY_MS + 5 * HOUR_MS,
    by: 'Kiran Patil',
    action: 'rejected',
    entityType: 'material',
    entityName: 'TMT Fe 500D 12 mm bars',
    description: 'Rejected a delivery of TMT Fe 500D 12 mm bars: Fe 415 grade was supplied',
    metadata: { qty: 1.5, unit: 'ton' },
  },
  {
    ago: 8 * DAY_MS + 6 * HOUR_MS,
    by: 'Arjun Mehta',
    action: 'created',
    entityType: 'project',
    entityName: 'Green Valley Villas',
    description: 'Created project Green Valley Villas',
    metadata: { client: 'Green Valley Estates LLP', budget: 28500000, priority: 'Medium' },
  },
  {
    ago: 9 * DAY_MS + 3 * HOUR_MS,
    by: 'Deepak Nair',
    action: 'deleted',
    entityType: 'bill',
    entityName: 'INV-2026-030',
    description: 'Deleted bill INV-2026-030, a duplicate draft',
  },
  {
    ago: 9 * DAY_MS + 20 * HOUR_MS,
    by: 'Priya Sharma',
    action: 'paused',
    entityType: 'project',
    entityName: 'Municipal School Renovation, Hubballi',
    description: 'Paused work on Municipal School Renovation, Hubballi until the corporation sends revised drawings',
    metadata: { reason: 'Awaiting revised drawings' },
  },
];

export async function seedActivities(now: number): Promise<void> {
  const otherIds = new Map<string, string>();
  const entityIdOf = (entityType: ActivityEntityType, name: string, at: number): string => {
    const seeded = seededEntityId(entityType, name);
    if (seeded) return seeded;
    const key = `${entityType}:${name}`;
    if (!otherIds.has(key)) otherIds.set(key, newId(at));
    return otherIds.get(key) as string;
  };
  // Oldest first, so that ids grow with time like the provider's.
  for (const entry of [...SEED_ACTIVITIES].reverse()) {
    const at = now - entry.ago;
    const author = db.users.findFirst((q) => q.where({ name: entry.by }));
    if (!author) throw new Error(`Seed activity by an unknown user: ${entry.by}`);
    await db.activities.create({
      _id: newId(at),
      userName: author.name,
      userRole: author.role,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entityIdOf(entry.entityType, entry.entityName, at),
      entityName: entry.entityName,
      description: entry.description,
      metadata: entry.metadata ?? {},
      createdAt: new Date(at).toISOString(),
    });
  }
}

function seededEntityId(entityType: ActivityEntityType, name: string): string | undefined {
  if (entityType === 'user') return db.users.findFirst((q) => q.where({ name }))?._id;
  if (entityType === 'role') return db.roles.findFirst((q) => q.where({ name }))?._id;
  if (entityType === 'project') return db.projects.findFirst((q) => q.where({ projectName: name }))?._id;
  if (entityType === 'labour') return db.labourProfiles.findFirst((q) => q.where({ name }))?._id;
  return undefined;
}
