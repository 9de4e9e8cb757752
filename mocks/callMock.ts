/** For the mock's own tests: calls its API as a seeded user, the way the app would. */
import { issueToken } from './auth';
import { db } from './db';
import { DEMO_ACCOUNTS } from './seed';

export interface MockAnswer {
  status: number;
  /** The answer's Content-Type. */
  contentType: string;
  /** The answer's ETag, if any. */
  etag: string | null;
  // Tests read whatever the handler answered.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * `as`: the seeded user's e-mail (default the demo admin), or null for a call without a token. A
 * `FormData` body goes as multipart, anything else as JSON. `path` is under /api unless it starts with
 * `/uploads/`. `headers` are sent besides. A JSON answer is parsed; any other answer's body is its bytes
 * (a Uint8Array).
 */
export async function callMock(
  method: string,
  path: string,
  options: { as?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<MockAnswer> {
  const as = options.as === undefined ? DEMO_ACCOUNTS.admin.email : options.as;
  const multipart = options.body instanceof FormData;
  // A FormData body sets its own multipart Content-Type, boundary included.
  const headers: Record<string, string> = { ...(multipart ? {} : { 'Content-Type': 'application/json' }), ...options.headers };
  const body = options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body);
  if (as) {
    const user = db.users.findFirst((q) => q.where({ email: as }));
    if (!user) throw new Error(`No seeded user ${as}`);
    headers.Authorization = `Bearer ${issueToken(user)}`;
  }
  const url = path.startsWith('/uploads/') ? `http://localhost:3000${path}` : `http://localhost:3000/api${path}`;
  const response = await fetch(url, { method, headers, body });
  const contentType = response.headers.get('content-type') ?? '';
  const answer = contentType.includes('json') ? await response.json() : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, contentType, etag: response.headers.get('etag'), body: answer };
}

