/** Records what the mock server received during a test, so tests assert on the requests themselves. */
import { onTestFinished } from 'vitest';
import { server } from '../mocks/node';

export interface ReceivedRequest {
  method: string;
  /** The provider path, without the /api prefix. */
  path: string;
  body: unknown;
}

export function recordRequests(): ReceivedRequest[] {
  const log: ReceivedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const entry: ReceivedRequest = { method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body: undefined };
    log.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .text()
        .then((text) => {
          try {
            entry.body = text ? JSON.parse(text) : undefined;
          } catch {
            entry.body = text;
          }
        });
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return log;
}

/** The requests received for one method and path pattern (":id" matches a segment). */
export function received(log: readonly ReceivedRequest[], method: string, path: string): ReceivedRequest[] {
  const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return log.filter((entry) => entry.method === method && pattern.test(entry.path));
}
