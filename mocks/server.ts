/**
 * The mock API as a real HTTP server on 127.0.0.1:3003 under /api, so a production bundle can be pointed
 * at it exactly as at the provider. Control routes under /__mock let browser tests script failures:
 *   POST /__mock/scenarios  (body: a Scenario)   DELETE /__mock/scenarios   POST /__mock/reset
 *   GET /__mock/health (answers 200 once the data is seeded: the browser tests wait for it)
 */
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { handlers } from './handlers';
import { addScenario, clearScenarios, scenarioHandler, type Scenario } from './scenarios';
import { seedDb, type SeedSize } from './seed';

const port = Number(process.env.MOCK_SERVER_PORT ?? 3003);
const host = process.env.MOCK_SERVER_HOST ?? '127.0.0.1';
const seedSize: SeedSize = process.env.MOCK_SEED === 'large' ? 'large' : 'demo';

const app = express();

// The bundle is usually served from another origin: answer CORS, preflights included.
app.use((req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type');
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
});

app.get('/__mock/health', (_req, res) => {
  res.json({ ok: true, seed: seedSize });
});
app.post('/__mock/scenarios', express.json(), (req, res) => {
  addScenario(req.body as Scenario);
  res.status(204).end();
});
app.delete('/__mock/scenarios', (_req, res) => {
  clearScenarios();
  res.status(204).end();
});
app.post('/__mock/reset', async (_req, res) => {
  clearScenarios();
  await seedDb(seedSize);
  res.status(204).end();
});

app.use(createMiddleware(scenarioHandler, ...handlers));
app.use('/api', (_req, res) => {
  res.status(404).json({ success: false, message: 'API endpoint not found' });
});

await seedDb(seedSize);
app.listen(port, host, () => {
  console.log(`Mock API listening on http://${host}:${port}/api (seed: ${seedSize})`);
});
