/**
 * The mock API as a real HTTP server on 127.0.0.1, port BACKEND_PORT, under /api, so a production bundle
 * can be pointed at it exactly as at the provider. What it serves is `httpApp.ts`.
 */
import { BACKEND_PORT } from '@/config/constants';
import { createMockApp } from './httpApp';
import { seedDb, type SeedSize } from './seed';

const port = Number(process.env.MOCK_SERVER_PORT ?? BACKEND_PORT);
const host = process.env.MOCK_SERVER_HOST ?? '127.0.0.1';
const seedSize: SeedSize = process.env.MOCK_SEED === 'large' ? 'large' : 'demo';

await seedDb(seedSize);
createMockApp(seedSize).listen(port, host, () => {
  console.log(`Mock API listening on http://${host}:${port}/api (seed: ${seedSize})`);
});
