/**
 * The mock's in-memory database: one @msw/data collection per provider entity. Collections are added
 * here as the app grows; `collections` is what snapshots, restores and resets walk over.
 */
import { Collection } from '@msw/data';
import { array, mixed, object, string, type InferType } from 'yup';
import type { RoleFlags } from '@/auth/permissions';

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

export type UserRecord = InferType<typeof userSchema>;
export type RoleRecord = InferType<typeof roleSchema>;

export const db = {
  users: new Collection({ schema: userSchema }),
  roles: new Collection({ schema: roleSchema }),
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
