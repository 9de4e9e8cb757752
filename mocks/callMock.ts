/** For the mock's own tests: calls its API as a seeded user, the way the app would. */
import { issueToken } from './auth';
import { db } from './db';
import { DEMO_ACCOUNTS } from './seed';

export interface MockAnswer {
  status: number;
  // Tests read whatever the handler answered.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** `as`: the seeded user's e-mail (default the demo admin), or null for a call without a token. */
export async function callMock(method: string, path: string, options: { as?: string | null; body?: unknown } = {}): Promise<MockAnswer> {
  const as = options.as === undefined ? DEMO_ACCOUNTS.admin.email : options.as;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (as) {
    const user = db.users.findFirst((q) => q.where({ email: as }));
    if (!user) throw new Error(`No seeded user ${as}`);
    headers.Authorization = `Bearer ${issueToken(user)}`;
  }
  const response = await fetch(`http://localhost:3000/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await response.json() };
}
