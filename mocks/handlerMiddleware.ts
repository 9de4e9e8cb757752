/**
 * The MSW handlers served to a Node HTTP request (the HTTP host, httpApp.ts). Each request is offered only
 * to the handlers whose method and path could match it, found with patterns compiled once; MSW then runs
 * those as it runs every handler. Offering it to them all made MSW match every handler's path (a regular
 * expression built each time) and run each handler's machinery; and the answer is written from its bytes,
 * not piped through a stream. With `@mswjs/http-middleware` a read cost the server about 0.8 ms: at a
 * pool of 6 its six reads of one moment queued behind one another on the server's one thread, and no page
 * could come near the floor of their latency.
 */
import { Readable } from 'node:stream';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import { getResponse, type RequestHandler as MockHandler } from 'msw';

/**
 * A pattern for an MSW handler's path ('*\/api/labourwork/quotation/:id') that matches at least every URL
 * (origin and path) MSW would match with it; null, matching anything, for a path it does not read (a
 * regular expression, optional or repeated parameters). MSW still matches the path itself.
 */
export function pathPrefilter(path: unknown): RegExp | null {
  if (typeof path !== 'string' || !/^[\w\-/:*.]*$/.test(path)) return null;
  const segment = (part: string) => (part.startsWith(':') ? '[^/]*' : part.replace(/\./g, '\\.'));
  const source = path
    .split('*')
    .map((piece) => piece.split('/').map(segment).join('/'))
    .join('.*');
  return new RegExp(`^${source}/?$`);
}

interface Candidate {
  handler: MockHandler;
  method: unknown;
  path: RegExp | null;
}

const methodMatches = (method: unknown, asked: string) =>
  method === undefined || (typeof method === 'string' ? method.toUpperCase() === asked : method instanceof RegExp ? method.test(asked) : true);

/** The Fetch request MSW's handlers read, made from Express's. */
function fetchRequestOf(req: ExpressRequest, origin: string): Request {
  const method = req.method || 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((one) => headers.append(name, one));
    else if (value !== undefined) headers.set(name, value);
  }
  let body: BodyInit | undefined;
  if (hasBody) {
    // A body an earlier middleware parsed (express.json) is sent on as JSON; otherwise the stream itself.
    body = req.readable ? (Readable.toWeb(req) as unknown as BodyInit) : req.header('content-type')?.includes('json') ? JSON.stringify(req.body) : (req.body as BodyInit);
  }
  return new Request(new URL(req.url, origin), { method, headers, body, ...(hasBody ? { duplex: 'half' } : {}) } as RequestInit);
}

/** MSW's passthrough(): the request goes on to the next middleware. */
const isPassthrough = (response: Response) => response.status === 302 && response.headers.get('x-msw-intention') === 'passthrough';

/** One Express middleware answering with `list` (in its order); a request none of them answers goes on. */
export function handlerMiddleware(list: readonly MockHandler[]): RequestHandler {
  const candidates: Candidate[] = list.map((handler) => {
    const info = handler.info as { method?: unknown; path?: unknown };
    return { handler, method: info.method, path: pathPrefilter(info.path) };
  });
  return (req, res, next) => {
    const origin = `${req.protocol}://${req.get('host')}`;
    const method = (req.method || 'GET').toUpperCase();
    const url = origin + req.path;
    const offered = candidates.filter((c) => methodMatches(c.method, method) && (!c.path || c.path.test(url))).map((c) => c.handler);
    if (offered.length === 0) {
      next();
      return;
    }
    getResponse(offered, fetchRequestOf(req, origin), { baseUrl: origin })
      .then(async (response) => {
        if (!response || isPassthrough(response)) {
          next();
          return;
        }
        // HttpResponse.error(): the connection drops, as a network failure.
        if (response.type === 'error') {
          req.socket.destroy();
          return;
        }
        const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
        res.statusCode = response.status;
        if (response.statusText) res.statusMessage = response.statusText;
        response.headers.forEach((value, name) => res.appendHeader(name, value));
        res.end(body);
      })
      .catch(next);
  };
}
