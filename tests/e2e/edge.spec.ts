/**
 * The nginx edge the browser tests run through (`npm run edge`, deploy/nginx.conf.template), checked as a
 * browser meets it: the API's JSON compressed, the build's files precompressed and cached, the security
 * headers on every answer, the app's deep links, HTTP/2 over TLS, a fan-out's reads in batches and no
 * preflight on a whole fan-out, the dashboard's largest lists cut down to the fields it reads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { makeCertificate } from '../../deploy/certificate.mjs';
import { EDGE_LIST_FIELDS_PATH, EDGE_READS_BATCH_PATH } from '../../deploy/edgeConfig.mjs';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../../deploy/headers.mjs';
import { DEMO_ACCOUNTS } from '../../src/config/demoAccounts';
import { expect, openSignedIn, test } from './fixtures';
import { APP_API_URL, APP_ORIGIN, EDGE_RUN_DIR, MOCK_API_URL } from './urls';

const DIST = 'dist';
/** The headers every answer of the edge carries, as serve-dist sends them for a bundle calling /api. */
const SECURITY_HEADERS = securityHeaders({ apiUrl: '/api' });

async function adminToken(request: APIRequestContext): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  const response = await request.post(`${APP_API_URL}/auth/login`, { data: { email, password } });
  expect(response.ok(), `sign-in through the edge answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The entry script's address, read from the page the edge serves. */
async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const src = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src, 'index.html names no entry script').toBeTruthy();
  return src!;
}

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
}

test('an API answer comes compressed (brotli where the browser takes it, else gzip) and kept by no cache (ruling 35)', async ({ request }) => {
  const token = await adminToken(request);
  const read = (acceptEncoding: string) =>
    request.get(`${APP_API_URL}/labourprofile/getAll`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': acceptEncoding } });

  const brotli = await read('gzip, deflate, br');
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers().vary).toContain('Accept-Encoding');
  const gzip = await read('gzip');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // Either way the same records arrive.
  expect(await brotli.json()).toEqual(await gzip.json());
  expect(brotli.headers()['cache-control']).toBe('no-store');
  expectSecurityHeaders(brotli.headers(), 'an API answer');
});

test("the build's files go out precompressed and cached for a year; the page and its settings are asked again each time", async ({ request }) => {
  const script = await entryScript(request);
  for (const [acceptEncoding, suffix, encoding] of [
    ['br, gzip', '.br', 'br'],
    ['gzip', '.gz', 'gzip'],
  ] as const) {
    const precompressed = join(DIST, `${script}${suffix}`);
    expect(existsSync(precompressed), `the build has no ${precompressed}`).toBe(true);
    const response = await request.get(script, { headers: { 'Accept-Encoding': acceptEncoding } });
    expect(response.headers()['content-encoding']).toBe(encoding);
    // Sent as it lies on disk, with its length known: not compressed again on the way.
    expect(Number(response.headers()['content-length'])).toBe(statSync(precompressed).size);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response.headers(), script);
  }

  for (const path of ['/', '/config.json']) {
    const response = await request.get(path);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expectSecurityHeaders(response.headers(), path);
  }
  // The bundle calls the API on the edge's own origin.
  expect(await (await request.get('/config.json')).json()).toMatchObject({ apiUrl: '/api' });
});

test("a deep link opens the app; a missing build file is a 404, still with the security headers", async ({ request }) => {
  const deepLink = await request.get('/labor-salary?status=unpaid');
  expect(deepLink.status()).toBe(200);
  expect(deepLink.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await deepLink.text()).toContain('<div id="root">');

  for (const path of ['/assets/index-missing.js', '/assets/no-such-folder/', '/favicon-missing.png']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expectSecurityHeaders(missing.headers(), path);
  }
});

test("a whole fan-out load (every wage of every project) sends its reads in the edge's batches and no preflight: the API is on the same origin", async ({ page }) => {
  const accessLog = join(EDGE_RUN_DIR, 'access.log');
  const logStart = existsSync(accessLog) ? statSync(accessLog).size : 0;
  const mockReads = `${new URL(MOCK_API_URL).origin}/__mock/requests`;
  expect((await fetch(mockReads, { method: 'DELETE' })).status).toBe(204);
  const apiOrigins = new Set<string>();
  page.on('request', (request) => {
    const { pathname, origin } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname === EDGE_READS_BATCH_PATH) apiOrigins.add(origin);
  });

  await openSignedIn(page, 'admin', '/labor-salary');
  await expect(page.getByText(/^Data as of /)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  const lines = readFileSync(accessLog, 'utf8').slice(logStart).split('\n').filter(Boolean);
  const batches = lines.filter((line) => line.includes(`"POST ${EDGE_READS_BATCH_PATH} `));
  expect(batches.length, 'the salary load sent no batch of reads through the edge').toBeGreaterThan(0);
  expect(batches.every((line) => / 200 /.test(line)), batches.join('\n')).toBe(true);
  expect(lines.filter((line) => line.includes('"GET /api/labourwork/'))).toEqual([]);
  // The provider was asked for each wage, several to each request of the page's.
  const { count: wagesRead } = (await (await fetch(`${mockReads}?path=${encodeURIComponent('^/labourwork/')}`)).json()) as { count: number };
  expect(wagesRead).toBeGreaterThan(2 * batches.length);
  expect(lines.filter((line) => line.includes('"OPTIONS '))).toEqual([]);
  expect([...apiOrigins]).toEqual([APP_ORIGIN]);
  // Sent from the reads' worker (src/api/textReads.ts), not from the page's main thread.
  expect(page.workers().map((worker) => worker.url())).toEqual([expect.stringMatching(/\/assets\/textReads\.worker-[\w-]+\.js$/)]);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/edge/')).length)).toBe(0);
});

test('a batch of reads answers each read as the API does, with the caller\'s token, compressed, and refuses anything but reads of the API', async ({ request }) => {
  const token = await adminToken(request);
  const batch = (paths: unknown, headers: Record<string, string> = { Authorization: `Bearer ${token}` }) =>
    request.post(EDGE_READS_BATCH_PATH, { headers: { ...headers, 'Accept-Encoding': 'br' }, data: { pool: 2, paths } });
  const read = (path: string) => request.get(`${APP_API_URL}/${path}`, { headers: { Authorization: `Bearer ${token}` } });

  const answered = await batch(['user/viewAllUsers', 'no/such/read', 'activity/stats?days=7']);
  expect(answered.status()).toBe(200);
  expect(answered.headers()['content-encoding']).toBe('br');
  expect(answered.headers()['cache-control']).toBe('no-store');
  expectSecurityHeaders(answered.headers(), 'a batch of reads');
  const [users, missing, stats] = (await answered.json()) as { status: number; type: string; body: string }[];
  expect(users).toMatchObject({ status: 200, type: expect.stringContaining('application/json') });
  expect(JSON.parse(users.body)).toEqual(await (await read('user/viewAllUsers')).json());
  expect(missing.status).toBe(404);
  expect(stats.status).toBe(200);
  expect(JSON.parse(stats.body)).toEqual(await (await read('activity/stats?days=7')).json());

  // Without a token each read is refused as the API refuses it.
  const refused = (await (await batch(['user/viewAllUsers'], {})).json()) as { status: number }[];
  expect(refused.map(({ status }) => status)).toEqual([401]);

  for (const paths of [[], ['../../etc/passwd'], ['http://example.com/x'], ['/user/viewAllUsers'], 'user/viewAllUsers', Array.from({ length: 65 }, () => 'auth/profile')]) {
    expect((await batch(paths)).status(), JSON.stringify(paths).slice(0, 60)).toBe(400);
  }
  expect((await request.get(EDGE_READS_BATCH_PATH)).status()).toBe(403);
  // Each read's own way to the provider is the edge's alone.
  expect((await request.get('/edge-read/user/viewAllUsers', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(404);
});

test('a list cut down at the edge: each record with only the fields asked, under the API\'s tag and its 304, with the caller\'s token; nothing else asked there', async ({ request }) => {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const cutDown = (query: string, headers: Record<string, string> = auth) => request.get(`${EDGE_LIST_FIELDS_PATH}?${query}`, { headers: { ...headers, 'Accept-Encoding': 'br' } });
  const whole = async (path: string) => {
    const answer = await request.get(`${APP_API_URL}/${path}`, { headers: auth });
    return { body: (await answer.json()) as Record<string, unknown>, etag: answer.headers().etag };
  };

  const bills = 'path=bill%2Fgetall%2Fbills&list=bills&fields=date,status,total';
  const answered = await cutDown(bills);
  expect(answered.status()).toBe(200);
  expect(answered.headers()['content-encoding']).toBe('br');
  expect(answered.headers()['cache-control']).toBe('no-store');
  expectSecurityHeaders(answered.headers(), 'a list cut down');
  const wholeBills = await whole('bill/getall/bills');
  const billsList = wholeBills.body.bills as Record<string, unknown>[];
  expect(billsList.length).toBeGreaterThan(0);
  const pick = (record: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));
  expect(await answered.json()).toEqual({ ...wholeBills.body, bills: billsList.map((bill) => pick(bill, ['date', 'status', 'total'])) });
  expect(answered.headers().etag).toBe(wholeBills.etag);
  const unchanged = await cutDown(bills, { ...auth, 'If-None-Match': wholeBills.etag });
  expect(unchanged.status()).toBe(304);
  expect(await unchanged.body()).toHaveLength(0);

  const profiles = await cutDown('path=labourprofile%2FgetAll&list=profiles&fields=');
  const wholeProfiles = await whole('labourprofile/getAll');
  expect(await profiles.json()).toEqual((wholeProfiles.body as unknown as unknown[]).map(() => ({})));

  // Without a token the list is refused as the API refuses it.
  const refused = await cutDown(bills, {});
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual(await (await request.get(`${APP_API_URL}/bill/getall/bills`)).json());

  for (const query of ['path=..%2F..%2Fetc%2Fpasswd&list=bills&fields=date', 'path=http%3A%2F%2Fexample.com%2Fx&list=bills&fields=date', 'path=%2Fbill%2Fgetall%2Fbills&list=bills&fields=date', 'list=bills&fields=date', 'path=bill%2Fgetall%2Fbills&list=a%20b&fields=date', 'path=bill%2Fgetall%2Fbills&list=bills&fields=date;total']) {
    expect((await cutDown(query)).status(), query).toBe(400);
  }
  expect((await request.post(`${EDGE_LIST_FIELDS_PATH}?${bills}`, { headers: auth })).status()).toBe(403);
  // The whole list's own way to the provider is the edge's alone.
  expect((await request.get('/edge-list/bill/getall/bills', { headers: auth })).status()).toBe(404);
});

test("the dashboard reads its two largest lists cut down at the edge, and its cards show what the whole lists hold", async ({ page, request }) => {
  const profiles = (await (await request.get(`${APP_API_URL}/labourprofile/getAll`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } })).json()) as unknown[];
  const accessLog = join(EDGE_RUN_DIR, 'access.log');
  const logStart = existsSync(accessLog) ? statSync(accessLog).size : 0;

  await openSignedIn(page, 'admin', '/dashboard');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Labour' })).toContainText(String(profiles.length));
  await expect(page.getByRole('group', { name: 'Revenue' })).toContainText('₹');

  const lines = readFileSync(accessLog, 'utf8').slice(logStart).split('\n').filter(Boolean);
  for (const path of ['bill%2Fgetall%2Fbills', 'labourprofile%2FgetAll']) {
    const reads = lines.filter((line) => line.includes(`"GET ${EDGE_LIST_FIELDS_PATH}?path=${path}&`));
    expect(reads.length, path).toBeGreaterThan(0);
    expect(reads.every((line) => / (200|304) /.test(line)), reads.join('\n')).toBe(true);
  }
  expect(lines.filter((line) => /"GET \/api\/(bill\/getall\/bills|labourprofile\/getAll) /.test(line))).toEqual([]);
});

test.describe('over HTTPS', () => {
  // One edge for the whole group, started once: in parallel, each worker's first test would start its own.
  test.describe.configure({ mode: 'serial' });
  const port = Number(new URL(APP_ORIGIN).port) + 100;
  // The worker's own folder: two edges never share a configuration, a certificate or a pid file.
  const tlsDir = join('test-results', `.edge-tls-${process.env.TEST_PARALLEL_INDEX ?? 0}`);
  let edge: ChildProcess;
  let session: ClientHttp2Session;

  test.beforeAll(async () => {
    const { cert, key } = makeCertificate(tlsDir);
    // A process group of its own: stopping the test's edge stops its nginx with it.
    edge = spawn(process.execPath, ['--import', 'tsx', 'scripts/edge.mjs'], {
      env: { ...process.env, EDGE_PORT: String(port), EDGE_TLS_CERT: cert, EDGE_TLS_KEY: key, EDGE_API_UPSTREAM: MOCK_API_URL, EDGE_RUN_DIR: join(tlsDir, 'run') },
      stdio: 'ignore',
      detached: true,
    });
    await expect
      .poll(
        async () => {
          session?.destroy();
          session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
          return new Promise<boolean>((resolve) => {
            session.once('connect', () => resolve(true));
            session.once('error', () => resolve(false));
          });
        },
        { timeout: 30_000, message: 'the edge did not start over HTTPS' },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    session?.destroy();
    if (edge?.pid && edge.exitCode === null) {
      const stopped = new Promise((resolve) => edge.once('exit', resolve));
      process.kill(-edge.pid, 'SIGTERM');
      await stopped;
    }
  });

  function get(path: string): Promise<{ headers: IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const stream = session.request({ ':path': path, 'accept-encoding': 'identity' });
      let headers: IncomingHttpHeaders = {};
      let body = '';
      stream.on('response', (received) => (headers = received));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => resolve({ headers, body }));
      stream.on('error', reject);
    });
  }

  test('the edge speaks HTTP/2, sends HSTS, and carries the API over it', async () => {
    expect(session.alpnProtocol).toBe('h2');
    const page = await get('/');
    expect(page.headers[':status']).toBe(200);
    expect(page.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(page.body).toContain('<div id="root">');
    const api = await get('/api/auth/profile');
    // No session: the provider's own refusal comes back through the edge.
    expect(api.headers[':status']).toBe(401);
  });

  test('one HTTP/2 connection carries a whole fan-out: thousands of requests, none refused on the way', async () => {
    // nginx closes a connection after 1,000 requests unless told otherwise; the streams then in flight fail
    // in the browser as network errors ('50 parts of the labour records failed to load').
    const REQUESTS = 1_500;
    const AT_ONCE = 24;
    const statuses: unknown[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < REQUESTS) {
          next += 1;
          statuses.push((await get('/config.json')).headers[':status']);
        }
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(REQUESTS);
    expect(session.closed || session.destroyed).toBe(false);
  });
});
