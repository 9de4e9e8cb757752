/**
 * Chaos mode over a real listening server: the share of failures, what each kind answers, the same seed
 * replaying the same failures, the routes it never touches, and the ways to turn it off.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { MockInstance } from 'vitest';
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { CHAOS_KINDS, type ChaosKind, type ChaosSettings } from './chaos';
import { createMockApp } from './httpApp';
import { server as inProcessMock } from './node';
import { DEFAULT_HTML_PAGE } from './scenarios';

let httpServer: Server;
let origin: string;
let auth: { headers: { Authorization: string } };
let stderr: MockInstance<typeof process.stderr.write>;

beforeAll(async () => {
  // The in-process mock would answer these requests itself; here they must reach the real server.
  inProcessMock.close();
  httpServer = createMockApp('demo').listen(0, '127.0.0.1');
  await new Promise((resolve) => httpServer.once('listening', resolve));
  origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

/** The data is seeded afresh for every test (and by a reset): a session of its own each time. */
async function signIn(): Promise<void> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }),
  });
  auth = { headers: { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` } };
}

beforeEach(async () => {
  await signIn();
  stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});

afterEach(async () => {
  await fetch(`${origin}/__mock/chaos`, { method: 'DELETE' });
  stderr.mockRestore();
});

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
  inProcessMock.listen({ onUnhandledRequest: 'error' });
});

const chaos = (settings: ChaosSettings | object) =>
  fetch(`${origin}/__mock/chaos`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(settings) });

const PROFILE = '/api/auth/profile';
const profile = () => fetch(`${origin}${PROFILE}`, auth);

/** What one request met, in a word: the answer's status and what its body was, or a dropped connection. */
async function outcome(request: Promise<Response>): Promise<string> {
  try {
    const response = await request;
    const body = await response.text();
    if (body === '') return `${response.status} empty`;
    try {
      return `${response.status} ${(JSON.parse(body) as { success?: boolean; message?: string }).message ?? 'json'}`;
    } catch {
      return `${response.status} ${body.startsWith('<!DOCTYPE html>') ? 'html' : 'not json'}`;
    }
  } catch {
    return 'dropped';
  }
}

async function outcomes(count: number, between?: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count; i += 1) {
    seen.push(await outcome(profile()));
    await between?.();
  }
  return seen;
}

const FAST_KINDS = CHAOS_KINDS.filter((kind) => kind !== 'delay');

test('about the given share of requests fails, and only that share', async () => {
  expect((await chaos({ seed: 11, rate: 0.3, kinds: ['server-error'] })).status).toBe(204);
  const seen = await outcomes(300);
  const failed = seen.filter((answer) => answer === '500 Internal server error').length;
  expect(failed).toBeGreaterThan(300 * 0.3 - 30);
  expect(failed).toBeLessThan(300 * 0.3 + 30);
  expect(seen.filter((answer) => answer.startsWith('200')).length).toBe(300 - failed);
});

test('a seed alone fails about one request in ten, of every kind', async () => {
  // Only the delay is shortened: the rate and the kinds are the defaults.
  await chaos({ seed: 'tour', delayMs: 1 });
  await outcomes(300);
  const logged = stderr.mock.calls.map(([line]) => String(line));
  expect(logged.length).toBeGreaterThan(300 * 0.1 - 18);
  expect(logged.length).toBeLessThan(300 * 0.1 + 18);
  expect(new Set(logged.map((line) => line.trim().split(' ').at(-1)))).toEqual(new Set(CHAOS_KINDS));
});

test('each kind answers as described', async () => {
  const expected: Record<Exclude<ChaosKind, 'delay'>, string> = {
    'server-error': '500 Internal server error',
    'html-page': '502 html',
    'invalid-json': '200 not json',
    'empty-body': '200 empty',
    'drop-connection': 'dropped',
  };
  for (const kind of FAST_KINDS) {
    await chaos({ seed: 1, rate: 1, kinds: [kind] });
    expect(await outcome(profile()), kind).toBe(expected[kind]);
  }
  await chaos({ seed: 1, rate: 1, kinds: ['html-page'] });
  const page = await profile();
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await page.text()).toBe(DEFAULT_HTML_PAGE);
  await chaos({ seed: 1, rate: 1, kinds: ['invalid-json'] });
  expect((await profile()).headers.get('content-type')).toMatch(/^application\/json/);
});

test('a delay holds the answer back, then the normal answer comes', async () => {
  await chaos({ seed: 1, rate: 1, kinds: ['delay'], delayMs: 300 });
  const started = performance.now();
  const response = await profile();
  expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  expect(response.status).toBe(200);
  expect(JSON.stringify(await response.json())).toContain(DEMO_ACCOUNTS.admin.email);
});

test('each failure is logged on one line with its number, method, path and kind', async () => {
  await chaos({ seed: 5, rate: 1, kinds: ['server-error'] });
  await profile();
  await fetch(`${origin}/api/user/viewAllUsers?x=1`, auth);
  expect(stderr.mock.calls.map(([line]) => line)).toEqual(['chaos #1 GET /api/auth/profile server-error\n', 'chaos #2 GET /api/user/viewAllUsers server-error\n']);
});

test('the same seed replays the same failures; control routes and preflights neither fail nor count', async () => {
  const settings = { seed: 2026, rate: 0.4, kinds: FAST_KINDS };
  await chaos(settings);
  const first = await outcomes(40);
  expect(new Set(first).size).toBeGreaterThan(3);

  await chaos(settings);
  const controlAnswers: number[] = [];
  const replay = await outcomes(40, async () => {
    controlAnswers.push((await fetch(`${origin}/__mock/health`)).status);
    const preflight = await fetch(`${origin}${PROFILE}`, { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:1', 'Access-Control-Request-Method': 'GET' } });
    controlAnswers.push(preflight.status);
  });
  expect(replay).toEqual(first);
  expect(new Set(controlAnswers)).toEqual(new Set([200, 204]));

  await chaos({ ...settings, seed: 2027 });
  expect(await outcomes(40)).not.toEqual(first);
});

test('limited to some methods, it fails only those and leaves the others alone', async () => {
  await chaos({ seed: 8, rate: 1, kinds: ['server-error'], methods: ['post', 'PUT'] });
  expect((await profile()).status).toBe(200);
  const write = await fetch(`${origin}/api/vendor/createVendor`, { ...auth, method: 'POST', headers: { ...auth.headers, 'Content-Type': 'application/json' }, body: '{}' });
  expect(write.status).toBe(500);
  expect(stderr.mock.calls.map(([line]) => line)).toEqual(['chaos #1 POST /api/vendor/createVendor server-error\n']);
});

test('DELETE /__mock/chaos and POST /__mock/reset turn it off', async () => {
  await chaos({ seed: 3, rate: 1, kinds: ['server-error'] });
  expect((await profile()).status).toBe(500);
  expect((await fetch(`${origin}/__mock/chaos`, { method: 'DELETE' })).status).toBe(204);
  expect((await profile()).status).toBe(200);

  await chaos({ seed: 3, rate: 1, kinds: ['server-error'] });
  expect((await fetch(`${origin}/__mock/reset`, { method: 'POST' })).status).toBe(204);
  await signIn();
  expect(await outcomes(20)).toEqual(Array(20).fill(expect.stringMatching(/^200 /)));
});

test('wrong settings are refused and leave chaos as it was', async () => {
  for (const wrong of [{}, { seed: 1, rate: 2 }, { seed: 1, kinds: ['meteor'] }, { seed: 1, kinds: [] }, { seed: 1, methods: [] }, { seed: 1, methods: ['GET /x'] }]) {
    const answer = await chaos(wrong);
    expect(answer.status, JSON.stringify(wrong)).toBe(400);
  }
  expect((await profile()).status).toBe(200);
});
