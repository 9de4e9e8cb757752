/**
 * The mock's in-memory database: one @msw/data collection per provider entity. Collections are added
 * here as the app grows; `collections` is what snapshots, restores and resets walk over.
 */
import { Collection } from '@msw/data';
import { array, boolean, mixed, number, object, string, type InferType, type ObjectShape, type Schema } from 'yup';
import type { RoleFlags } from '@/lib/permissions';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES, type ActivityAction, type ActivityEntityType } from '@/config/constants';

/** Every record carries a Mongo-like `_id` issued by the mock and its creation time; `fields` sit between. */
function recordSchema<F extends ObjectShape>(fields: F) {
  return object({ _id: string().required(), ...fields, createdAt: string().required() });
}

/** Required fields of one kind, by name. */
function required<K extends string, S extends Schema>(make: () => S, ...names: K[]): Record<K, S> {
  return Object.fromEntries(names.map((name) => [name, make()])) as Record<K, S>;
}
const text = () => string().required();
const amount = () => number().required();

const userSchema = recordSchema({
  ...required(text, 'name', 'email', 'password', 'role', 'status'),
  /** A per-user permission list saved on /user-permissions; null means "what the role gives". */
  permissions: array(string().required()).nullable().default(null),
});

const roleSchema = recordSchema({
  name: text(),
  description: string().default(''),
  permissions: mixed<RoleFlags>().required(),
});

const activitySchema = recordSchema({
  ...required(text, 'userName', 'userRole'),
  action: string<ActivityAction>().oneOf(ACTIVITY_ACTIONS).required(),
  entityType: string<ActivityEntityType>().oneOf(ACTIVITY_ENTITY_TYPES).required(),
  /** The id of the record the entry is about; null when the caller sent none. */
  entityId: string().nullable().default(null),
  entityName: string().default(''),
  description: string().default(''),
  metadata: mixed<Record<string, unknown>>().required(),
});

const projectSchema = recordSchema({
  ...required(text, 'projectNumber', 'projectName', 'startDate', 'endDate', 'client'),
  budget: amount(),
  ...required(text, 'projectManager', 'priority', 'status'),
  description: string().default(''),
});

/** Sequences that must never repeat, such as the project numbers of a year. */
const counterSchema = object({
  _id: string().required(),
  value: number().required(),
});

const quotationItemSchema = recordSchema({
  projectId: text(),
  itemNo: string().default(''),
  ...required(text, 'description', 'date'),
  totalAmount: amount(),
  /** Only items made on the add page carry quantity, unit and rate. */
  quantity: number().nullable().default(null),
  unit: string().nullable().default(null),
  rate: number().nullable().default(null),
});

const quotationMaterialSchema = recordSchema({
  ...required(text, 'projectId', 'quotationId', 'name'),
  qty: amount(),
  unit: text(),
  rate: amount(),
  ...required(text, 'vendor', 'status'),
});

const labourWorkSchema = recordSchema({
  ...required(text, 'quotationId', 'name'),
  phone: string().default(''),
  task: text(),
  ...required(amount, 'hours', 'wage'),
  paymentStatus: text(),
});

const measurementSchema = recordSchema({
  ...required(text, 'projectId', 'quotationId', 'date', 'description'),
  ...required(amount, 'nos', 'length', 'breadth', 'depth'),
  unit: text(),
});

const labourProfileSchema = recordSchema({
  ...required(text, 'name', 'category', 'phone'),
  email: string().default(''),
  address: text(),
  /** Required on create; an edit may clear them (the edit form requires only name, category, phone, address). */
  ifscCode: string().default(''),
  branchName: string().default(''),
  accountNumber: string().default(''),
  /** File name under /uploads/labour/, or null when no ID proof was uploaded. */
  idProof: string().nullable().default(null),
});

const vendorSchema = recordSchema({
  ...required(text, 'vendorName', 'contactPerson', 'email', 'gstNumber', 'category', 'paymentTerms'),
  ...required(text, 'bankName', 'accountNumber', 'ifscCode', 'address'),
  /** The first is the primary number. */
  phoneNumbers: array(object({ number: string().required(), isPrimary: mixed<boolean>().required() }).required()).required(),
  productsServices: array(string().required()).required(),
});

/** A simple material purchase record (/material-purchase). */
const materialPurchaseSchema = recordSchema({
  ...required(text, 'material', 'vendor'),
  amount: amount(),
  /** As sent: yyyy-mm-dd from the form. */
  date: text(),
  /** Unpaid or Paid. */
  status: text(),
});

/** A surplus (excess) item. */
const excessItemSchema = recordSchema({
  description: text(),
  quantity: amount(),
  ...required(text, 'units', 'location', 'condition'),
});

/** A client bill (tax invoice); dates are dd-mm-yyyy text, as the bill form types them. */
const billSchema = recordSchema({
  ...required(text, 'billNumber', 'client', 'project', 'date', 'dueDate', 'status'),
  /** GST details of the tax invoice (issue 22): the handlers always store them ('' and false when not given); older records may lack them. */
  clientGstin: string().optional(),
  clientAddress: string().optional(),
  placeOfSupply: string().optional(),
  reverseCharge: boolean().optional(),
  items: array(
    object({
      description: string().required(),
      hsnSac: string().optional(),
      qty: number().required(),
      unit: string().default(''),
      rate: number().required(),
      amount: number().required(),
    }).required(),
  ).required(),
  notes: string().default(''),
  ...required(amount, 'taxRate', 'subtotal', 'taxAmount', 'total'),
});

/** An uploaded file, kept so the mock can serve it back: its file name is its id. */
const uploadSchema = object({
  _id: string().required(),
  /** The folder it is served from: /uploads/{folder}/{_id}. */
  folder: string().required(),
  contentType: string().required(),
  /** The file's bytes, base64. */
  data: string().required(),
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
export type UploadRecord = InferType<typeof uploadSchema>;
export type VendorRecord = InferType<typeof vendorSchema>;
export type MaterialPurchaseRecord = InferType<typeof materialPurchaseSchema>;
export type ExcessItemRecord = InferType<typeof excessItemSchema>;
export type BillRecord = InferType<typeof billSchema>;

/** Every collection's schema, by collection name. */
const schemas = {
  users: userSchema,
  roles: roleSchema,
  activities: activitySchema,
  counters: counterSchema,
  projects: projectSchema,
  quotationItems: quotationItemSchema,
  quotationMaterials: quotationMaterialSchema,
  labourWork: labourWorkSchema,
  measurements: measurementSchema,
  labourProfiles: labourProfileSchema,
  uploads: uploadSchema,
  vendors: vendorSchema,
  materialPurchases: materialPurchaseSchema,
  excessItems: excessItemSchema,
  bills: billSchema,
};

type Collections = { [K in keyof typeof schemas]: Collection<(typeof schemas)[K]> };

export const db = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, new Collection({ schema })])) as unknown as Collections;

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

/** Starts the counter of `newId` again, so that a seed made into an empty database gets the same ids each time. */
export function restartIds(): void {
  idCounter = 0;
}

/** Plain copies of every record (no library internals), ready for JSON. */
export function snapshotDb(): DbSnapshot {
  const snapshot: DbSnapshot = {};
  for (const name of collectionNames) {
    snapshot[name] = db[name].all().map((record) => structuredClone({ ...record }));
  }
  return snapshot;
}

/**
 * The least record the schema of `name` accepts, `_id` and `createdAt` aside: required text '-', numbers 0,
 * lists empty, a closed choice its first value, nullable fields null. The `evil` seed plants its records on it.
 */
export function standInRecord(name: CollectionName): Record<string, unknown> {
  const { fields } = schemas[name] as unknown as { fields: Record<string, Schema> };
  return Object.fromEntries(Object.entries(fields).map(([field, schema]) => [field, standInValue(schema)]));
}

function standInValue(schema: Schema): unknown {
  const { nullable, oneOf } = schema.describe() as { nullable: boolean; oneOf: unknown[] };
  if (oneOf.length > 0) return oneOf[0];
  if (nullable) return null;
  return { string: '-', number: 0, array: [], boolean: false }[schema.type] ?? {};
}

export function clearDb(): void {
  for (const name of collectionNames) emptyCollection(db[name]);
}

/**
 * Empties a collection. The library's `clear()` deletes record by record, each time searching the records
 * and splicing it out, so that emptying a hundred thousand records takes seconds; all it adds to truncating them
 * is a 'delete' hook per record. With nothing listening for deletions (no relations, no extensions), the
 * records are truncated at once; `clear()` still runs if any remain.
 */
function emptyCollection(collection: {
  all(): unknown[];
  count(): number;
  clear(): void;
  hooks: { listenerCount(type: 'delete'): number };
}): void {
  if (collection.hooks.listenerCount('delete') === 0) collection.all().length = 0;
  if (collection.count() > 0) collection.clear();
}

export async function restoreDb(snapshot: DbSnapshot): Promise<void> {
  clearDb();
  for (const name of collectionNames) {
    const records = snapshot[name] ?? [];
    const collection = db[name] as Collection<never>;
    for (const record of records) await collection.create(record as never);
  }
}
