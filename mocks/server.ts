/**
 * The mock API as a real HTTP server on 127.0.0.1, port BACKEND_PORT, under /api, so a production bundle
 * can be pointed at it exactly as at the provider. What it serves is `httpApp.ts`.
 */
import { BACKEND_PORT } from '@/config/constants';
import { DEFAULT_CHAOS_RATE, parseChaosSettings, startChaos } from './chaos';
import { createMockApp } from './httpApp';
import { setMockLatency } from './respond';
import { SEED_SIZES, seedDb, type SeedSize } from './seed';

/** How long an idle kept-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;
const port = Number(process.env.MOCK_SERVER_PORT ?? BACKEND_PORT);
const host = process.env.MOCK_SERVER_HOST ?? '127.0.0.1';
const seedSize: SeedSize = SEED_SIZES.find((size) => size === process.env.MOCK_SEED) ?? 'demo';
/** MOCK_LATENCY_MS: every answer waits this long first, like a provider across a network (default none). */
const latencyMs = Number(process.env.MOCK_LATENCY_MS ?? 0);
if (Number.isFinite(latencyMs) && latencyMs > 0) setMockLatency(latencyMs);
/** MOCK_CHAOS=<seed> fails a share of the /api requests (MOCK_CHAOS_RATE, 0..1, default 0.1); see chaos.ts. */
const chaosRate = process.env.MOCK_CHAOS_RATE ? Number(process.env.MOCK_CHAOS_RATE) : DEFAULT_CHAOS_RATE;
if (process.env.MOCK_CHAOS) startChaos(parseChaosSettings({ seed: process.env.MOCK_CHAOS, rate: chaosRate }));

await seedDb(seedSize);
const server = createMockApp(seedSize).listen(port, host, () => {
  const notes = [`seed: ${seedSize}`, latencyMs > 0 && `latency ${latencyMs} ms`, process.env.MOCK_CHAOS && `chaos ${process.env.MOCK_CHAOS} at ${chaosRate}`];
  console.log(`Mock API listening on http://${host}:${port}/api (${notes.filter(Boolean).join(', ')})`);
});

/**
 * An idle kept-alive connection outlives its clients' own idle limits (Node's default of 5 s is shorter
 * than a test's pause between two control calls): a client that sends on a socket the server is closing
 * gets a reset, not an answer.
 */
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1_000;
