/**
 * The mock's in-memory database: one @msw/data collection per provider entity. Collections are added
 * here as the app grows; `collections` is what snapshots, restores and resets walk over.
 */
import { Collection } from '@msw/data';
import { array, mixed, number, object, string, type InferType } from 'yup';
import type { RoleFlags } from '@/auth/permissions';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES, type ActivityAction, type ActivityEntityType } from '@/config/constants';

const userSchema = object({
  _id: string().required(),
  name: string().required(),
  email: string().required(),
  password: string().required(),
  role: string().required(),
  status: string().required(),
  /** A per-user permission list saved on /user-permissions; null means "what the role gives". */
  permissions: array(string().required()).nullable().default(null),
  createdAt: string().required(),
});

const roleSchema = object({
  _id: string().required(),
  name: string().required(),
  description: string().default(''),
  permissions: mixed<RoleFlags>().required(),
  createdAt: string().required(),
});


const activitySchema = object({
  _id: string().required(),
  userName: string().required(),
  userRole: string().required(),
  action: string<ActivityAction>().oneOf(ACTIVITY_ACTIONS).required(),
  entityType: string<ActivityEntityType>().oneOf(ACTIVITY_ENTITY_TYPES).required(),
  /** The id of the record the entry is about; null when the caller sent none. */
  entityId: string().nullable().default(null),
  entityName: string().default(''),
  description: string().default(''),
  metadata: mixed<Record<string, unknown>>().required(),
  createdAt: string().required(),
});

const projectSchema = object({
  _id: string().required(),
  projectNumber: string().required(),
  projectName: string().required(),
  startDate: string().required(),
  endDate: string().required(),
  client: string().required(),
  budget: number().required(),
  projectManager: string().required(),
  priority: string().required(),
  status: string().required(),
  description: string().default(''),
  createdAt: string().required(),
});

/** Sequences that must never repeat, such as the project numbers of a year. */
const counterSchema = object({
  _id: string().required(),
  value: number().required(),
});

const quotationItemSchema = object({
  _id: string().required(),
  projectId: string().required(),
  itemNo: string().default(''),
  description: string().required(),
  date: string().required(),
  totalAmount: number().required(),
  /** Only items made on the add page carry quantity, unit and rate. */
  quantity: number().nullable().default(null),
  unit: string().nullable().default(null),
  rate: number().nullable().default(null),
  createdAt: string().required(),
});

const quotationMaterialSchema = object({
  _id: string().required(),
  projectId: string().required(),
  quotationId: string().required(),
  name: string().required(),
  qty: number().required(),
  unit: string().required(),
  rate: number().required(),
  vendor: string().required(),
  status: string().required(),
  createdAt: string().required(),
});

const labourWorkSchema = object({
  _id: string().required(),
  quotationId: string().required(),
  name: string().required(),
  phone: string().default(''),
  task: string().required(),
  hours: number().required(),
  wage: number().required(),
  paymentStatus: string().required(),
  createdAt: string().required(),
});

const measurementSchema = object({
  _id: string().required(),
  projectId: string().required(),
  quotationId: string().required(),
  date: string().required(),
  description: string().required(),
  nos: number().required(),
  length: number().required(),
  breadth: number().required(),
  depth: number().required(),
  unit: string().required(),
  createdAt: string().required(),
});

const labourProfileSchema = object({
  _id: string().required(),
  name: string().required(),
  category: string().required(),
  phone: string().required(),
  email: string().default(''),
  address: string().required(),
  ifscCode: string().required(),
  branchName: string().required(),
  accountNumber: string().required(),
  /** File name under /uploads/labour/, or null when no ID proof was uploaded. */
  idProof: string().nullable().default(null),
  createdAt: string().required(),
});

export type UserRecord = InferType<typeof userSchema>;
export type RoleRecord = InferType<typeof roleSchema>;
export type ActivityRecord = InferType<typeof activitySchema>;

export type ProjectRecord = InferType<typeof projectSchema>;
export type QuotationItemRecord = InferType<typeof quotationItemSchema>;
export type QuotationMaterialRecord = InferType<typeof quotationMaterialSchema>;
export type LabourWorkRecord = InferType<typeof labourWorkSchema>;
export type MeasurementRecord = InferType<typeof measurementSchema>;
export type LabourProfileRecord = InferType<typeof labourProfileSchema>;

export const db = {
  users: new Collection({ schema: userSchema }),
  roles: new Collection({ schema: roleSchema }),
  activities: new Collection({ schema: activitySchema }),
  counters: new Collection({ schema: counterSchema }),
  projects: new Collection({ schema: projectSchema }),
  quotationItems: new Collection({ schema: quotationItemSchema }),
  quotationMaterials: new Collection({ schema: quotationMaterialSchema }),
  labourWork: new Collection({ schema: labourWorkSchema }),
  measurements: new Collection({ schema: measurementSchema }),
  labourProfiles: new Collection({ schema: labourProfileSchema }),
};

export type Db = typeof db;
export type CollectionName = keyof Db;
export type DbSnapshot = { [K in CollectionName]?: unknown[] };

export const collectionNames = Object.keys(db) as CollectionName[];

let idCounter = 0;
/** A Mongo-like 24-hex id: time part, then a counter, so ids sort by creation. */
export function newId(now: number = Date.now()): string {
  idCounter += 1;
  return Math.floor(now / 1000).toString(16).padStart(8, '0') + idCounter.toString(16).padStart(16, '0');
}

/** Plain copies of every record (no library internals), ready for JSON. */
export function snapshotDb(): DbSnapshot {
  const snapshot: DbSnapshot = {};
  for (const name of collectionNames) {
    snapshot[name] = db[name].all().map((record) => structuredClone({ ...record }));
  }
  return snapshot;
}

export function clearDb(): void {
  for (const name of collectionNames) db[name].clear();
}

export async function restoreDb(snapshot: DbSnapshot): Promise<void> {
  clearDb();
  for (const name of collectionNames) {
    const records = snapshot[name] ?? [];
    const collection = db[name] as Collection<never>;
    for (const record of records) await collection.create(record as never);
  }
}
