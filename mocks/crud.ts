/**
 * The five handlers of a provider resource, made from a collection and its own rules. Every operation
 * checks its access first, then finds the record (404), then reads and checks the body (400), then writes;
 * the mock issues ids and creation times. What differs per resource (paths, validation, Admin protection,
 * numbering, cascades, answer shapes) is passed in as small functions.
 */
import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import type { Permission } from '@/lib/permissions';
import { requireAnyPermission, requirePermission, requireUser } from './auth';
import { newId, type UserRecord } from './db';
import { apiPath, findById, handle, readBody, type BodyKind } from './respond';

/** Who may call: any signed-in user, holders of one permission, or holders of any of several. */
export type Access = 'signedIn' | Permission | readonly Permission[];

/** The provider's 401 and 403, as `access` asks; returns the caller. */
export function allow(request: Request, access: Access): UserRecord {
  if (access === 'signedIn') return requireUser(request);
  if (typeof access === 'string') return requirePermission(request, access);
  return requireAnyPermission(request, access);
}

interface StoredRecord {
  _id: string;
  createdAt: string;
}

/** What the helper needs of an @msw/data collection; `R` is the stored record type its `all()` gives. */
export interface Store<R extends StoredRecord> {
  all(): R[];
  create(values: NoInfer<R>): Promise<NoInfer<R>>;
  update(record: NoInfer<R>, options: { data: (draft: object) => void; strict: true }): Promise<NoInfer<R>>;
  delete(record: NoInfer<R>): unknown;
}

/** A record's own fields (not the library's symbol keys): the mock adds `_id` and `createdAt`. */
export type Fields<R extends StoredRecord> = Omit<R, '_id' | 'createdAt' | symbol>;

export interface Resource<R extends StoredRecord> {
  store: Store<R>;
  /** The 404 message for an unknown id: 'Project not found'. */
  notFound: string;
  /** A record as answers show it (default: as stored). */
  answer?: (record: R) => unknown;
}

interface Call {
  request: Request;
  params: PathParams;
}

interface Operation {
  /** The provider path; `:id` names the record for get, update and delete. */
  path: string;
  access: Access;
}

export interface ListOperation<R extends StoredRecord> extends Operation {
  /** The records to list, in the provider's order (a child list finds its parent here, 404 included). */
  records: (call: Call) => R[];
  /** Answer `{ success, [key]: [...] }`; without a key the answer is the bare array. */
  key?: string;
}

export interface GetOperation extends Operation {
  key: string;
}

interface WriteOperation extends Operation {
  /** The answer's `message`; none when absent. */
  message?: string;
  /**
   * How the body is sent: JSON (the default) or multipart, whose text fields arrive as strings and files
   * as `File` (only create and update read a body).
   */
  body?: BodyKind;
}

export interface CreateOperation<R extends StoredRecord> extends WriteOperation {
  key: string;
  /** Checks the body and gives the new record's fields; `now` is its creation time. */
  read: (body: Record<string, unknown>, context: { user: UserRecord; now: number }) => Fields<R> | Promise<Fields<R>>;
}

export interface CreateManyOperation<R extends StoredRecord> extends WriteOperation {
  key: string;
  /** Checks the body and every row before anything is saved; rows are created in this order. */
  read: (body: Record<string, unknown>, context: { user: UserRecord; now: number }) => Fields<R>[];
}

export interface UpdateOperation<R extends StoredRecord> extends WriteOperation {
  key: string;
  /** A refusal of this record before its body is read (Admin protection). */
  guard?: (record: R) => void;
  /** Checks the body and gives the changes. */
  read: (body: Record<string, unknown>, record: R) => Partial<Fields<R>> | Promise<Partial<Fields<R>>>;
}

export interface DeleteOperation<R extends StoredRecord> extends WriteOperation {
  /** A refusal of this record (Admin protection, records still using it). */
  guard?: (record: R) => void;
  /** What goes with the record (its child rows), removed just before it. */
  cascade?: (record: R) => void;
}

function answerOf<R extends StoredRecord>(resource: Resource<R>, record: R): unknown {
  return resource.answer ? resource.answer(record) : record;
}

function written(message: string | undefined, key: string, value: unknown) {
  return { success: true, ...(message === undefined ? {} : { message }), [key]: value };
}

export function listHandler<R extends StoredRecord>(resource: Resource<R>, op: ListOperation<R>): HttpHandler {
  return http.get(
    apiPath(op.path),
    handle(({ request, params }) => {
      allow(request, op.access);
      const answers = op.records({ request, params }).map((record) => answerOf(resource, record));
      return HttpResponse.json(op.key ? { success: true, [op.key]: answers } : answers);
    }),
  );
}

export function getHandler<R extends StoredRecord>(resource: Resource<R>, op: GetOperation): HttpHandler {
  return http.get(
    apiPath(op.path),
    handle(({ request, params }) => {
      allow(request, op.access);
      const record = findById(resource.store, params.id, resource.notFound);
      return HttpResponse.json({ success: true, [op.key]: answerOf(resource, record) });
    }),
  );
}

/** Saves rows with ids issued now; rows of one call are a millisecond apart, so they keep their order. */
async function createAll<R extends StoredRecord>(store: Store<R>, rows: Fields<R>[], now: number): Promise<R[]> {
  const created: R[] = [];
  for (const [i, fields] of rows.entries()) {
    created.push(await store.create({ _id: newId(now), ...fields, createdAt: new Date(now + i).toISOString() } as R));
  }
  return created;
}

/** One record from the body; answers it alone under `key`. */
export function createHandler<R extends StoredRecord>(resource: Resource<R>, op: CreateOperation<R>): HttpHandler {
  return postHandler(resource, op, async (body, context) => [await op.read(body, context)], ([record]) => record);
}

/** Several records from the body; answers them as a list under `key`. */
export function createManyHandler<R extends StoredRecord>(resource: Resource<R>, op: CreateManyOperation<R>): HttpHandler {
  return postHandler(resource, op, op.read, (answers) => answers);
}

function postHandler<R extends StoredRecord>(
  resource: Resource<R>,
  op: WriteOperation & { key: string },
  read: (body: Record<string, unknown>, context: { user: UserRecord; now: number }) => Fields<R>[] | Promise<Fields<R>[]>,
  shape: (answers: unknown[]) => unknown,
): HttpHandler {
  return http.post(
    apiPath(op.path),
    handle(async ({ request }) => {
      const user = allow(request, op.access);
      const body = await readBody(request, op.body);
      const now = Date.now();
      const records = await createAll(resource.store, await read(body, { user, now }), now);
      return HttpResponse.json(written(op.message, op.key, shape(records.map((record) => answerOf(resource, record)))), { status: 201 });
    }),
  );
}

export function updateHandler<R extends StoredRecord>(resource: Resource<R>, op: UpdateOperation<R>): HttpHandler {
  return http.put(
    apiPath(op.path),
    handle(async ({ request, params }) => {
      allow(request, op.access);
      const current = findById(resource.store, params.id, resource.notFound);
      op.guard?.(current);
      const changes = await op.read(await readBody(request, op.body), current);
      const record = await resource.store.update(current, { data: (r) => void Object.assign(r, changes), strict: true });
      return HttpResponse.json(written(op.message, op.key, answerOf(resource, record)));
    }),
  );
}

export function deleteHandler<R extends StoredRecord>(resource: Resource<R>, op: DeleteOperation<R>): HttpHandler {
  return http.delete(
    apiPath(op.path),
    handle(({ request, params }) => {
      allow(request, op.access);
      const record = findById(resource.store, params.id, resource.notFound);
      op.guard?.(record);
      op.cascade?.(record);
      resource.store.delete(record);
      return HttpResponse.json({ success: true, message: op.message });
    }),
  );
}

export interface CrudOperations<R extends StoredRecord> {
  list?: ListOperation<R>;
  get?: GetOperation;
  create?: CreateOperation<R>;
  createMany?: CreateManyOperation<R>;
  update?: UpdateOperation<R>;
  remove?: DeleteOperation<R>;
}

/** The handlers of the operations a resource declares, in the order list, get, create, update, delete. */
export function crudHandlers<R extends StoredRecord>(resource: Resource<R>, ops: CrudOperations<R>): HttpHandler[] {
  return [
    ops.list && listHandler(resource, ops.list),
    ops.get && getHandler(resource, ops.get),
    ops.create && createHandler(resource, ops.create),
    ops.createMany && createManyHandler(resource, ops.createMany),
    ops.update && updateHandler(resource, ops.update),
    ops.remove && deleteHandler(resource, ops.remove),
  ].filter((handler): handler is HttpHandler => handler !== undefined);
}
