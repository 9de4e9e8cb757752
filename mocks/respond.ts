/** What every mock handler shares: the /api path prefix, latency, and errors thrown as provider answers. */
import { delay, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { recordsWhere, type IndexableCollection } from './recordIndex';

/** Matches the provider path under /api on any origin: the page's own (service worker), the HTTP mock server, jsdom. */
export function apiPath(path: string): string {
  return `*/api${path}`;
}

let latencyMs = 0;
/** Browser hosts set a small latency so that loading states can be seen; tests keep 0. */
export function setMockLatency(ms: number): void {
  latencyMs = ms;
}

/** Thrown inside a handler to answer like the provider does: `{ success: false, message }` and a status. */
export class MockHttpError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;
  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

export function fail(status: number, message: string, extra?: Record<string, unknown>): never {
  throw new MockHttpError(status, message, extra);
}

/**
 * A 53-bit hash of a body's bytes (cyrb53), enough to tell two versions of an answer apart. Synchronous: a
 * fan-out's thousands of small answers each waited 40 µs more for crypto.subtle's round trip.
 */
function hashOf(bytes: Uint8Array): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    h1 = Math.imul(h1 ^ byte, 2654435761);
    h2 = Math.imul(h2 ^ byte, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The weak ETag of a body, as an Express provider tags its answers: the length and a hash of the bytes. */
const entityTagOf = (bytes: Uint8Array): string => `W/"${bytes.length.toString(16)}-${hashOf(bytes)}"`;

/** Whether an If-None-Match header names this tag (compared weakly, as a proxy that compresses makes tags weak). */
function namesTag(ifNoneMatch: string | null, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * A GET's 200 carries its body's ETag, and one asked with If-None-Match naming that tag is a 304 with no
 * body (docs/api-contract.md, Reads asked again only if changed).
 */
async function withEntityTag(request: Request, response: Response): Promise<Response> {
  if (request.method !== 'GET' || response.status !== 200) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = entityTagOf(body);
  if (namesTag(request.headers.get('if-none-match'), etag)) return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
  const headers = new Headers(response.headers);
  headers.set('ETag', etag);
  return new HttpResponse(body, { status: 200, headers });
}

/**
 * Wraps a resolver: waits the configured latency, tags a GET's answer (withEntityTag), and turns a thrown
 * MockHttpError into its answer and any other failure (a stored record the schema refuses to update, say)
 * into the provider's 500.
 */
export function handle<Params extends PathParams = PathParams, Body extends DefaultBodyType = DefaultBodyType>(
  resolver: HttpResponseResolver<Params, Body>,
): HttpResponseResolver<Params, Body> {
  return async (info) => {
    if (latencyMs > 0) await delay(latencyMs);
    let response: Awaited<ReturnType<typeof resolver>>;
    try {
      response = await resolver(info);
    } catch (error) {
      if (error instanceof MockHttpError) {
        return HttpResponse.json({ success: false, message: error.message, ...error.extra }, { status: error.status });
      }
      return HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 });
    }
    return response instanceof Response ? withEntityTag(info.request, response) : response;
  };
}

/** Reads a JSON object body; anything else is the provider's 400. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    fail(400, 'Request body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) fail(400, 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/**
 * Reads a multipart body (a form with files): text fields stay strings, files arrive as `File`; a field
 * sent twice keeps its last value. Anything else is the provider's 400.
 */
export async function readMultipartBody(request: Request): Promise<Record<string, unknown>> {
  if (!/multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) fail(400, 'Request body must be multipart/form-data');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    fail(400, 'Request body must be multipart/form-data');
  }
  const body: Record<string, unknown> = {};
  form.forEach((value, key) => {
    body[key] = value;
  });
  return body;
}

/** The body as the operation expects it: JSON (the default) or multipart. */
export type BodyKind = 'json' | 'multipart';

export function readBody(request: Request, kind: BodyKind = 'json'): Promise<Record<string, unknown>> {
  return kind === 'multipart' ? readMultipartBody(request) : readJsonBody(request);
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The record with this id, or the provider's 404 with `notFound`. */
export function findById<R extends { _id: string }>(collection: IndexableCollection<R>, id: unknown, notFound: string): R {
  const [record] = recordsWhere(collection, '_id', String(id ?? ''));
  if (!record) fail(404, notFound);
  return record;
}

/** A number field: a number or numeric text ("1,250.50" included); NaN when absent or not a number. */
export function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.replace(/,/g, ''));
  return Number.NaN;
}

/** A list body field (`items`), refused with 400 when missing or empty. */
export function itemsOf(body: Record<string, unknown>): Record<string, unknown>[] {
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) fail(400, 'items must be a non-empty list');
  if (items.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))) fail(400, 'Each item must be an object');
  return items as Record<string, unknown>[];
}

/**
 * The records whose `field` holds `value`, oldest first (child lists: an item's sheets, a project's
 * items, in the order they were created), from an index of the collection by that field rather than
 * through the query engine, which a screen reading a thousand child lists in a row would spend most of
 * each answer in.
 */
export function childrenOf<R extends { createdAt: string }, K extends keyof R>(collection: IndexableCollection<R>, field: K, value: R[K]): R[] {
  return recordsWhere(collection, field, value).sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}
