/**
 * The mock API as an Express app: CORS, the /__mock control routes, chaos mode, the MSW handlers under
 * /api, and network-failure scenarios played as a dropped connection. `server.ts` listens with it on
 * BACKEND_PORT.
 *   POST /__mock/scenarios  (body: a Scenario)   DELETE /__mock/scenarios
 *   POST /__mock/chaos  (body: { seed, rate?, kinds?, delayMs?, methods? })   DELETE /__mock/chaos
 *   POST /__mock/reset  (the seed's data again, no scenario, chaos off; body, optional: { seed }, another
 *     seed than the server's until the next reset)
 *   GET /__mock/health (answers 200 once the data is seeded: the browser tests wait for it)
 *   GET /__mock/requests?path=<regular expression>  ({ count }: API requests received whose path under /api
 *     matches, since the start or the last DELETE /__mock/requests; the benchmarks count a screen's reads
 *     here, whichever of the page's threads sent them; with &list=1, also { paths }: each such path once,
 *     for the benchmark to send a screen's very reads again without the app)
 */
import express, { type Express } from 'express';
import { handlerMiddleware } from './handlerMiddleware';
import { chaosMiddleware, parseChaosSettings, startChaos, stopChaos } from './chaos';
import { handlers } from './handlers';
import { addScenario, clearScenarios, scenarioHandler, takeNetworkScenario, type Scenario } from './scenarios';
import { SEED_SIZES, seedDb, type SeedSize } from './seed';

export function createMockApp(seedSize: SeedSize): Express {
  const app = express();

  // The bundle is usually served from another origin: answer CORS, preflights included.
  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
    // A page on another origin reads an answer's ETag only where it is exposed (the dashboard's digest reads ask again with it).
    res.setHeader('Access-Control-Expose-Headers', 'ETag');
    // Lets the page's Resource Timing see where a request's time went (the salary benchmark reads it).
    res.setHeader('Timing-Allow-Origin', req.headers.origin ?? '*');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  });

  app.get('/__mock/health', (_req, res) => {
    res.json({ ok: true, seed: seedSize });
  });
  const received = new Map<string, number>();
  app.get('/__mock/requests', (req, res) => {
    let pattern: RegExp;
    try {
      pattern = new RegExp(typeof req.query.path === 'string' ? req.query.path : '');
    } catch (error) {
      res.status(400).json({ success: false, message: (error as Error).message });
      return;
    }
    let count = 0;
    const paths: string[] = [];
    for (const [path, times] of received) {
      if (!pattern.test(path)) continue;
      count += times;
      paths.push(path);
    }
    res.json(req.query.list === '1' ? { count, paths } : { count });
  });
  app.delete('/__mock/requests', (_req, res) => {
    received.clear();
    res.status(204).end();
  });
  app.use('/api', (req, _res, next) => {
    const path = req.url.split('?')[0];
    received.set(path, (received.get(path) ?? 0) + 1);
    next();
  });
  app.post('/__mock/scenarios', express.json(), (req, res) => {
    addScenario(req.body as Scenario);
    res.status(204).end();
  });
  app.delete('/__mock/scenarios', (_req, res) => {
    clearScenarios();
    res.status(204).end();
  });
  app.post('/__mock/chaos', express.json(), (req, res) => {
    try {
      startChaos(parseChaosSettings(req.body));
    } catch (error) {
      res.status(400).json({ success: false, message: (error as Error).message });
      return;
    }
    res.status(204).end();
  });
  app.delete('/__mock/chaos', (_req, res) => {
    stopChaos();
    res.status(204).end();
  });
  app.post('/__mock/reset', express.json(), async (req, res) => {
    const asked = (req.body as { seed?: unknown } | undefined)?.seed;
    const seed = asked === undefined ? seedSize : SEED_SIZES.find((size) => size === asked);
    if (!seed) {
      res.status(400).json({ success: false, message: `Unknown seed: ${String(asked)}` });
      return;
    }
    clearScenarios();
    stopChaos();
    await seedDb(seed);
    res.status(204).end();
  });

  app.use('/api', chaosMiddleware);
  // A network failure drops only the connection that asked; the server keeps answering the others.
  app.use('/api', (req, _res, next) => {
    const scenario = takeNetworkScenario(req.method, req.originalUrl.split('?')[0]);
    if (!scenario) {
      next();
      return;
    }
    setTimeout(() => req.socket.destroy(), scenario.delayMs ?? 0);
  });
  app.use(handlerMiddleware([scenarioHandler, ...handlers]));
  app.use('/api', (_req, res) => {
    res.status(404).json({ success: false, message: 'API endpoint not found' });
  });
  return app;
}
