/**
 * What the browser benchmarks share: the HTTP mock API started in a process group of its own (so that it
 * stops as a whole), dist/ served as scripts/serve-dist.mjs serves it or behind the nginx edge
 * (`npm run edge`), and Chromium present.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { createDistServer } from './serve-dist.mjs';

async function isUp(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitUntilUp(url, timeoutMs, child, what = 'the mock API') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited early (code ${child.exitCode})`);
    if (await isUp(url)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts `npm run mock:server` with the given environment; resolves to its stop function once it answers. */
export async function startMockApi({ host, port, seed, latencyMs = 0 }) {
  const origin = `http://${host}:${port}`;
  if (await isUp(`${origin}/__mock/health`)) throw new Error(`something already answers on ${origin}; choose another port`);
  const child = spawn('npx', ['tsx', 'mocks/server.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MOCK_SEED: seed, MOCK_LATENCY_MS: String(latencyMs), MOCK_SERVER_HOST: host, MOCK_SERVER_PORT: String(port) },
  });
  const stop = groupStopper(child);
  try {
    await waitUntilUp(`${origin}/__mock/health`, 180_000, child);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

/** Stops a child started in a process group of its own, with everything it started. */
function groupStopper(child) {
  return () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
}

/**
 * Starts the nginx edge (scripts/edge.mjs) in front of dist/ on host:port, proxying /api/ to `upstream`;
 * over HTTPS with `tls` ({ cert, key }), with `requestPool` written into its config.json. Resolves to its
 * stop function once it answers.
 */
export async function startEdge({ host, port, upstream, tls = null, requestPool }) {
  const origin = `${tls ? 'https' : 'http'}://${host}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/edge.mjs'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      EDGE_HOST: host,
      EDGE_PORT: String(port),
      EDGE_API_UPSTREAM: upstream,
      EDGE_RUN_DIR: resolve('.edge', `bench-${port}`),
      ...(tls ? { EDGE_TLS_CERT: tls.cert, EDGE_TLS_KEY: tls.key } : {}),
      ...(requestPool ? { EDGE_REQUEST_POOL: String(requestPool) } : {}),
    },
  });
  const stop = groupStopper(child);
  try {
    if (tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // the bench's own certificate, made for the run
    await waitUntilUp(`${origin}/config.json`, 60_000, child, 'the edge');
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

/** Serves dist/ on host:port with config.json pointing at `apiUrl`; resolves to its stop function. */
export async function startApp({ host, port, apiUrl }) {
  const server = createDistServer({ distDir: 'dist', apiUrl });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  return () =>
    new Promise((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
}

/** A build and a browser: throws when there is no dist/, installs Chromium when it is missing. */
export function checkPrerequisites() {
  if (!existsSync(resolve('dist', 'index.html'))) throw new Error('no build in dist/: run "npm run build" first');
  const nginx = spawnSync(process.execPath, ['scripts/ensure-nginx.mjs'], { stdio: 'inherit' });
  if (nginx.status !== 0) throw new Error('nginx for the edge is missing');
  if (!existsSync(CHROMIUM_PATH)) {
    const ensured = spawnSync(process.execPath, ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
    if (ensured.status !== 0) throw new Error(`${CHROMIUM_PATH} is missing`);
  }
}

/** Runs `main` with servers it pushes onto the given list, stopping them all at the end or on a signal. */
export async function withServers(main) {
  const stops = [];
  const stopAll = async () => {
    while (stops.length > 0) await stops.pop()();
  };
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await main(stops);
  } finally {
    await stopAll();
  }
}
