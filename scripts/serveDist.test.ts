import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, contentSecurityPolicy, createDistServer } from './serve-dist.mjs';

const SCRIPT = `export const greeting = ${JSON.stringify('namaste '.repeat(200))};\n`;
let distDir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(distDir, 'assets', 'app.js'), SCRIPT);
  writeFileSync(join(distDir, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  server = createDistServer({ distDir, apiUrl: 'https://erp.example.com/api' }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

/** Node's fetch would inflate the body itself: the raw answer is read through a plain request instead. */
async function raw(path: string, acceptEncoding?: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a script is sent gzip-compressed to a browser that accepts gzip, and whole to one that does not', async () => {
  const compressed = await raw('/assets/app.js', 'gzip, deflate, br');
  expect(compressed.status).toBe(200);
  expect(compressed.headers['content-encoding']).toBe('gzip');
  expect(compressed.headers.vary).toBe('Accept-Encoding');
  expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(compressed.body.length).toBeLessThan(SCRIPT.length / 10);
  expect(gunzipSync(compressed.body).toString()).toBe(SCRIPT);

  for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0']) {
    const whole = await raw('/assets/app.js', acceptEncoding);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body.toString()).toBe(SCRIPT);
  }
});

test('the app page of any client route is compressed too; an image and a missing asset are not', async () => {
  const page = await raw('/labor-salary', 'gzip');
  expect(page.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(page.body).toString()).toContain('<title>app</title>');

  const image = await raw('/assets/logo.png', 'gzip');
  expect(image.headers['content-encoding']).toBeUndefined();
  expect(image.body).toHaveLength(4);

  expect((await raw('/assets/missing.js', 'gzip')).status).toBe(404);
  expect(JSON.parse((await raw('/config.json')).body.toString())).toEqual({ apiUrl: 'https://erp.example.com/api' });
});

test.each([
  ['gzip', true],
  ['br, gzip;q=0.5', true],
  ['*', true],
  ['gzip;q=0', false],
  ['br', false],
  ['', false],
])('Accept-Encoding %j allows gzip: %s', (header, allowed) => {
  expect(acceptsGzip(header)).toBe(allowed);
});

test('every answer carries the security policy: scripts only from the bundle, calls and images to the API too, no framing', async () => {
  for (const path of ['/', '/labor-salary', '/assets/app.js', '/config.json', '/assets/missing.js']) {
    const { headers } = await raw(path, 'gzip');
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy('https://erp.example.com/api'));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  }
  const policy = Object.fromEntries(
    contentSecurityPolicy('https://erp.example.com/api', ['https://cdn.example.com']).split('; ').map((part) => [part.split(' ')[0], part]),
  );
  expect(policy['script-src']).toBe("script-src 'self'");
  expect(policy['connect-src']).toBe("connect-src 'self' https://erp.example.com");
  expect(policy['img-src']).toBe("img-src 'self' https://erp.example.com https://cdn.example.com data: blob:");
  expect(policy['frame-ancestors']).toBe("frame-ancestors 'none'");
  expect(policy['object-src']).toBe("object-src 'none'");
  // An API on the page's own origin ('/api') adds nothing.
  expect(contentSecurityPolicy('/api')).toContain("connect-src 'self';");
});
