/** Records what the mock server received during a test, so tests assert on the requests themselves. */
import { onTestFinished } from 'vitest';
import { server } from '../mocks/node';

export interface ReceivedRequest {
  method: string;
  /** The provider path, without the /api prefix. */
  path: string;
  /** JSON parsed; a multipart body as an object of its fields (strings, and files as File). */
  body: unknown;
  /** A conditional read's If-None-Match (present only on one). */
  ifNoneMatch?: string;
  /** The status the mock answered with, once it has. */
  status?: number;
}

async function readBody(request: Request): Promise<unknown> {
  if (/multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    return Object.fromEntries((await request.formData()).entries());
  }
  const text = await request.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export function recordRequests(): ReceivedRequest[] {
  const log: ReceivedRequest[] = [];
  const byId = new Map<string, ReceivedRequest>();
  const listener = ({ request, requestId }: { request: Request; requestId: string }) => {
    const entry: ReceivedRequest = { method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body: undefined };
    const ifNoneMatch = request.headers.get('if-none-match');
    if (ifNoneMatch) entry.ifNoneMatch = ifNoneMatch;
    log.push(entry);
    byId.set(requestId, entry);
    if (request.method !== 'GET') {
      void readBody(request.clone()).then((body) => {
        entry.body = body;
      });
    }
  };
  const answered = ({ requestId, response }: { requestId: string; response: Response }) => {
    const entry = byId.get(requestId);
    if (entry) entry.status = response.status;
  };
  server.events.on('request:start', listener);
  server.events.on('response:mocked', answered);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
    server.events.removeListener('response:mocked', answered);
  });
  return log;
}

/** The requests received for one method and path pattern (":id" matches a segment). */
export function received(log: readonly ReceivedRequest[], method: string, path: string): ReceivedRequest[] {
  const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return log.filter((entry) => entry.method === method && pattern.test(entry.path));
}
