/**
 * The mock API as a real HTTP server on 127.0.0.1, port BACKEND_PORT, under /api, so a production bundle
 * can be pointed at it exactly as at the provider. What it serves is `httpApp.ts`.
 */
import { BACKEND_PORT } from '@/config/constants';
import { createMockApp } from './httpApp';
import { setMockLatency } from './respond';
import { SEED_SIZES, seedDb, type SeedSize } from './seed';

const port = Number(process.env.MOCK_SERVER_PORT ?? BACKEND_PORT);
const host = process.env.MOCK_SERVER_HOST ?? '127.0.0.1';
const seedSize: SeedSize = SEED_SIZES.find((size) => size === process.env.MOCK_SEED) ?? 'demo';
/** MOCK_LATENCY_MS: every answer waits this long first, like a provider across a network (default none). */
const latencyMs = Number(process.env.MOCK_LATENCY_MS ?? 0);
if (Number.isFinite(latencyMs) && latencyMs > 0) setMockLatency(latencyMs);

await seedDb(seedSize);
createMockApp(seedSize).listen(port, host, () => {
  console.log(`Mock API listening on http://${host}:${port}/api (seed: ${seedSize}${latencyMs > 0 ? `, latency ${latencyMs} ms` : ''})`);
});
