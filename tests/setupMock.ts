/** Tests that talk to the mock API: its server in this process, a fresh seed and no scripted failure per test. */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../mocks/node';
import { clearScenarios } from '../mocks/scenarios';
import { seedDb } from '../mocks/seed';

// Any request without a handler fails the test that made it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(async () => {
  clearScenarios();
  await seedDb();
});

afterEach(() => server.resetHandlers());

afterAll(() => server.close());
