import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDistServer } from '../scripts/serve-dist.mjs';
import {
  EDGE_LIST_FIELDS_PATH,
  EDGE_READS_BATCH_PATH,
  edgeAppConfig,
  HTTP2_REQUEST_POOL,
  parseUpstream,
  PROVIDER_HEADERS,
  READS_SCRIPT_PATH,
  renderEdgeConfig,
  securityHeadersConf,
  UPLOAD_LIMIT,
} from './edgeConfig.mjs';
import { STRICT_TRANSPORT_SECURITY } from './headers.mjs';
import { ID_PROOF_MAX_BYTES, MAX_READS_BATCH, MAX_REQUEST_POOL } from '../src/config/constants';

const SETTINGS = { port: '127.0.0.1:8080', distDir: '/srv/app/dist', runDir: '/run/edge', upstream: 'http://10.0.0.5:3000/api' };

/** The `add_header` lines of a rendered headers file, as name → value. */
function headersOf(conf: string): Record<string, string> {
  return Object.fromEntries([...conf.matchAll(/^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm)].map(([, name, value]) => [name, value.replace(/\\"/g, '"')]));
}

describe('the provider address', () => {
  test('is split into what nginx needs: host and port, scheme, the API path and the root of the uploads', () => {
    expect(parseUpstream('http://10.0.0.5:3000/api')).toEqual({ host: '10.0.0.5:3000', name: '10.0.0.5', scheme: 'http', path: '/api', root: '' });
    expect(parseUpstream('https://erp.example.com/v2/api/')).toEqual({ host: 'erp.example.com:443', name: 'erp.example.com', scheme: 'https', path: '/v2/api', root: '/v2' });
  });

  test('that is not an http(s) URL is refused with what to give', () => {
    expect(() => parseUpstream('10.0.0.5:3000')).toThrow(/EDGE_API_UPSTREAM must/);
    expect(() => parseUpstream('ftp://10.0.0.5/api')).toThrow(/http or https/);
  });
});

describe('the rendered nginx.conf', () => {
  test('fills every value and leaves no placeholder or condition marker', () => {
    const conf = renderEdgeConfig(SETTINGS);
    expect(conf).not.toMatch(/\{\{|^#if|^#end/m);
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain('server 10.0.0.5:3000;');
    // The same paths on both sides: each request's address goes on as it came.
    const apiLocation = conf.split(/\n\s*location /).find((location) => location.startsWith('^~ /api/'));
    expect(apiLocation).toContain('proxy_pass http://provider;');
    expect(apiLocation).not.toMatch(/proxy_pass http:\/\/provider\//);
    expect(conf).toContain('root /srv/app/dist;');
    expect(conf).not.toContain('ssl_certificate');
    expect(conf).not.toContain('proxy_ssl_server_name');
  });

  test('with a certificate, listens with TLS and HTTP/2 instead', () => {
    const conf = renderEdgeConfig({ ...SETTINGS, tls: { cert: '/etc/edge/cert.pem', key: '/etc/edge/key.pem' } });
    expect(conf).toContain('listen 127.0.0.1:8080 ssl http2;');
    expect(conf).toContain('ssl_certificate /etc/edge/cert.pem;');
    expect(conf).toContain('ssl_certificate_key /etc/edge/key.pem;');
    expect(conf).not.toContain('listen 127.0.0.1:8080;');
  });

  test('names the provider for TLS when it is reached over https, and maps the paths onto its own', () => {
    const conf = renderEdgeConfig({ ...SETTINGS, upstream: 'https://erp.example.com/v2/api' });
    // Another path on the provider: /api/ maps onto it, and /uploads/ onto its root's.
    expect(conf).toContain('proxy_pass https://provider/v2/api/;');
    expect(conf).toContain('proxy_pass https://provider/v2/uploads/;');
    expect(conf).toContain('proxy_ssl_name erp.example.com;');
  });

  test('passes on an upload as large as the app lets a user choose', () => {
    const [, megabytes] = /^(\d+)m$/.exec(UPLOAD_LIMIT) ?? [];
    expect(Number(megabytes) * 1024 * 1024).toBeGreaterThan(ID_PROOF_MAX_BYTES);
    expect(renderEdgeConfig(SETTINGS)).toContain(`client_max_body_size ${UPLOAD_LIMIT};`);
  });

  test('has every location that adds a header include the security headers too (nginx drops the server\'s there)', () => {
    const conf = renderEdgeConfig(SETTINGS);
    const locations = conf.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(5);
    for (const location of locations) {
      // An internal location's answer goes to the batch that asked, never to a browser.
      if (/add_header|proxy_pass/.test(location) && !/^\s*internal;$/m.test(location)) {
        expect(location, location.split('\n')[0]).toContain('include /run/edge/security-headers.conf;');
      }
    }
  });

  test('has every location that sends a request on to the provider send the shared headers, over kept-alive HTTP/1.1', () => {
    const conf = renderEdgeConfig({ ...SETTINGS, upstream: 'https://erp.example.com/v2/api' });
    const server = conf.slice(conf.indexOf('server {'), conf.search(/\n\s*location /));
    expect(server).toContain('proxy_http_version 1.1;');
    expect(server).toContain('proxy_ssl_name erp.example.com;');
    const proxying = conf.split(/\n\s*location /).filter((location) => location.includes('proxy_pass '));
    expect(proxying.map((location) => location.split(' {')[0])).toEqual(['^~ /api/', '^~ /edge-read/', '^~ /edge-list/', '^~ /uploads/']);
    for (const location of proxying) {
      for (const [name, value] of Object.entries(PROVIDER_HEADERS)) {
        expect(location, location.split('\n')[0]).toContain(`proxy_set_header ${name} ${value === '' ? '""' : value};`);
      }
    }
    expect(PROVIDER_HEADERS).toMatchObject({ Connection: '', 'X-Forwarded-For': '$proxy_add_x_forwarded_for' });
  });

  test("answers a fan-out's reads in batches at config.json's address, each read sent on to the provider's API and reachable from nowhere else", () => {
    const conf = renderEdgeConfig({ ...SETTINGS, upstream: 'https://erp.example.com/v2/api' });
    const locations = conf.split(/\n\s*location /);
    const batch = locations.find((location) => location.startsWith(`= ${EDGE_READS_BATCH_PATH} {`));
    expect(batch).toContain('js_content edgeReads.reads;');
    expect(batch).toMatch(/limit_except POST \{\s*deny all;\s*\}/);
    const readOfBatch = locations.find((location) => location.startsWith('^~ /edge-read/ {'));
    expect(readOfBatch).toMatch(/^\s*internal;$/m);
    expect(readOfBatch).toContain('proxy_pass https://provider/v2/api/;');
    expect(readOfBatch).toContain('proxy_pass_request_body off;');
    expect(readOfBatch).toContain('proxy_set_header Accept-Encoding "";');
    expect(conf).toContain('load_module /usr/lib/nginx/modules/ngx_http_js_module.so;');
    expect(conf).toContain('js_import edgeReads from edgeReads.js;');
  });

  test("cuts a list down at config.json's address, the whole list read from the provider's API in memory and reachable from nowhere else", () => {
    const conf = renderEdgeConfig({ ...SETTINGS, upstream: 'https://erp.example.com/v2/api' });
    const locations = conf.split(/\n\s*location /);
    const fields = locations.find((location) => location.startsWith(`= ${EDGE_LIST_FIELDS_PATH} {`));
    expect(fields).toContain('js_content edgeReads.fields;');
    expect(fields).toMatch(/limit_except GET \{\s*deny all;\s*\}/);
    expect(fields).toContain('add_header Cache-Control "no-store" always;');
    const wholeList = locations.find((location) => location.startsWith('^~ /edge-list/ {'));
    expect(wholeList).toMatch(/^\s*internal;$/m);
    expect(wholeList).toContain('proxy_pass https://provider/v2/api/;');
    expect(wholeList).toContain('proxy_set_header Accept-Encoding "";');
    expect(wholeList).toContain('proxy_buffers 16 256k;');
  });

  test('bounds a batch as the app does: the most reads in one, and the most at once', () => {
    const script = readFileSync(READS_SCRIPT_PATH, 'utf8');
    expect(Number(/^const MAX_READS = (\d+);$/m.exec(script)?.[1])).toBe(MAX_READS_BATCH);
    expect(Number(/^const MAX_POOL = (\d+);$/m.exec(script)?.[1])).toBe(MAX_REQUEST_POOL);
  });

  test('refuses a template that names a value it does not have', () => {
    expect(() => renderEdgeConfig({ ...SETTINGS, template: 'listen {{PORT}};\nroot {{NOWHERE}};\n' })).toThrow('{{NOWHERE}}');
  });
});

describe('the security headers', () => {
  let distDir: string;
  let server: Server;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    server = createDistServer({ distDir, apiUrl: '/api', imageOrigins: ['https://files.example.com'] }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(distDir, { recursive: true, force: true });
  });

  test('are the very ones serve-dist sends for a bundle calling /api', async () => {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const edge = headersOf(securityHeadersConf({ imageOrigins: ['https://files.example.com'] }));
    expect(Object.keys(edge).sort()).toEqual(['Content-Security-Policy', 'Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options']);
    for (const [name, value] of Object.entries(edge)) expect(response.headers.get(name), name).toBe(value);
  });

  test('add HSTS over HTTPS only', () => {
    expect(headersOf(securityHeadersConf({ https: true }))['Strict-Transport-Security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(headersOf(securityHeadersConf())).not.toHaveProperty('Strict-Transport-Security');
  });
});

describe("the edge's config.json", () => {
  test("keeps the build's settings and puts the API on the edge's origin", () => {
    const company = { name: 'SGK Constructions' };
    expect(edgeAppConfig({ apiUrl: 'https://erp.example.com/api', company })).toEqual({ apiUrl: '/api', readsBatchUrl: '/edge/reads', listFieldsUrl: '/edge/fields', company });
  });

  test('sets the pool when one is given', () => {
    expect(edgeAppConfig({}, { requestPool: 24 })).toEqual({ apiUrl: '/api', readsBatchUrl: '/edge/reads', listFieldsUrl: '/edge/fields', requestPool: 24 });
    expect(edgeAppConfig(null)).toEqual({ apiUrl: '/api', readsBatchUrl: '/edge/reads', listFieldsUrl: '/edge/fields' });
  });

  test("over HTTP/2 the pool is 24 unless the edge or the build names one; over HTTP/1.1 it stays the build's", () => {
    expect(edgeAppConfig({}, { http2: true })).toEqual({ apiUrl: '/api', readsBatchUrl: '/edge/reads', listFieldsUrl: '/edge/fields', requestPool: HTTP2_REQUEST_POOL });
    expect(HTTP2_REQUEST_POOL).toBe(24);
    expect(edgeAppConfig({ requestPool: 8 }, { http2: true })).toEqual({ apiUrl: '/api', readsBatchUrl: '/edge/reads', listFieldsUrl: '/edge/fields', requestPool: 8 });
    expect(edgeAppConfig({ requestPool: 8 }, { http2: true, requestPool: 12 })).toEqual({ apiUrl: '/api', readsBatchUrl: '/edge/reads', listFieldsUrl: '/edge/fields', requestPool: 12 });
    expect(edgeAppConfig({}, { http2: false })).toEqual({ apiUrl: '/api', readsBatchUrl: '/edge/reads', listFieldsUrl: '/edge/fields' });
  });
});
