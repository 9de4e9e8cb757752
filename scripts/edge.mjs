#!/usr/bin/env node
/**
 * `npm run edge`: the production bundle behind nginx, as staff deploy it (deploy/nginx.conf.template):
 * dist/ with its precompressed files, /api/ proxied to the provider on the same origin, compressed, over
 * HTTP/2 when a certificate is given. Runs in the foreground; Ctrl+C (or SIGTERM) stops it.
 *
 *   npm run edge                                         http://127.0.0.1:8080, API: the HTTP mock on 3003
 *   EDGE_API_UPSTREAM=https://erp.example.com/api npm run edge
 *   EDGE_TLS_CERT=cert.pem EDGE_TLS_KEY=key.pem npm run edge     https://…:8080 over HTTP/2
 *
 * Env: EDGE_PORT (8080), EDGE_HOST (127.0.0.1; 0.0.0.0 for every interface), EDGE_API_UPSTREAM (the
 * provider's API base URL, default http://127.0.0.1:3003/api), EDGE_TLS_CERT and EDGE_TLS_KEY (PEM files),
 * EDGE_REQUEST_POOL (the loaders' pool written into the served config.json; over HTTP/2 24 unless the
 * build's config.json names one), EDGE_IMAGE_ORIGINS (hosts of
 * uploads the API names by full address), DIST_DIR (dist), EDGE_RUN_DIR (where the rendered configuration,
 * the access log and nginx's temporary files go; default .edge/<port>), EDGE_NGINX (the nginx binary) and
 * EDGE_NGINX_MODULES (its modules folder) for a host without Debian's packages.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BACKEND_PORT } from '../src/config/constants.ts';
import { DEBIAN_MODULES_DIR, edgeAppConfig, READS_SCRIPT_PATH, renderEdgeConfig, securityHeadersConf } from '../deploy/edgeConfig.mjs';
import { DEBIAN_NGINX, ensureNginx } from './ensure-nginx.mjs';

const env = process.env;
const port = Number(env.EDGE_PORT ?? 8080);
const host = env.EDGE_HOST ?? '127.0.0.1';
const upstream = env.EDGE_API_UPSTREAM ?? `http://127.0.0.1:${BACKEND_PORT}/api`;
const distDir = resolve(env.DIST_DIR ?? 'dist');
const runDir = resolve(env.EDGE_RUN_DIR ?? join('.edge', String(port)));
const modulesDir = env.EDGE_NGINX_MODULES ?? DEBIAN_MODULES_DIR;
/** Debian's nginx, unless EDGE_NGINX names another. */
const nginx = env.EDGE_NGINX ?? DEBIAN_NGINX;
const imageOrigins = (env.EDGE_IMAGE_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);

function fail(message) {
  console.error(`edge: ${message}`);
  process.exit(1);
}

function tlsSettings() {
  const cert = env.EDGE_TLS_CERT?.trim();
  const key = env.EDGE_TLS_KEY?.trim();
  if (!cert && !key) return null;
  if (!cert || !key) fail('EDGE_TLS_CERT and EDGE_TLS_KEY go together: give both PEM files, or neither for plain HTTP.');
  for (const file of [cert, key]) if (!existsSync(file)) fail(`${file} does not exist.`);
  return { cert: resolve(cert), key: resolve(key) };
}

function requestPool() {
  if (env.EDGE_REQUEST_POOL === undefined) return undefined;
  const pool = Number(env.EDGE_REQUEST_POOL);
  if (!Number.isInteger(pool) || pool < 1) fail(`EDGE_REQUEST_POOL must be a whole number of at least 1 (got "${env.EDGE_REQUEST_POOL}").`);
  return pool;
}

function readBuiltConfig() {
  try {
    return JSON.parse(readFileSync(join(distDir, 'config.json'), 'utf8'));
  } catch {
    return {};
  }
}

if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`EDGE_PORT must be a port number (got "${env.EDGE_PORT}").`);
const tls = tlsSettings();
const pool = requestPool();

if (!env.EDGE_NGINX) ensureNginx();

if (!existsSync(join(distDir, 'index.html'))) {
  console.log(`edge: no build in ${distDir}; building it.`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) fail('the build failed.');
}

mkdirSync(runDir, { recursive: true });
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const config = renderEdgeConfig({
  port: `${host}:${port}`,
  distDir,
  runDir,
  upstream,
  tls,
  modulesDir,
  // Started as root, nginx would run its workers as nobody, who may not read the checkout.
  user: isRoot ? 'root' : null,
});
writeFileSync(join(runDir, 'nginx.conf'), config);
copyFileSync(READS_SCRIPT_PATH, join(runDir, 'edgeReads.js'));
writeFileSync(join(runDir, 'security-headers.conf'), securityHeadersConf({ imageOrigins, https: tls !== null }));
writeFileSync(join(runDir, 'config.json'), `${JSON.stringify(edgeAppConfig(readBuiltConfig(), { requestPool: pool, http2: tls !== null }), null, 2)}\n`);

const args = ['-p', runDir, '-c', join(runDir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'];
const check = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
if (check.status !== 0) fail(`nginx refused the configuration in ${join(runDir, 'nginx.conf')}:\n${check.stderr || check.error?.message}`);

const edge = spawn(nginx, args, { stdio: 'inherit' });
edge.on('error', (error) => fail(`could not start ${nginx}: ${error.message}`));
const scheme = tls ? 'https' : 'http';
console.log(`edge: serving ${distDir} on ${scheme}://${host}:${port} (API: /api -> ${upstream})`);
// nginx stops gracefully on SIGQUIT and at once on SIGTERM; either way this command ends with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => edge.kill('SIGTERM'));
edge.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
