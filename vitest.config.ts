import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Pure functions, the API's response readers and the project's scripts: Node alone, no page, no mock. */
const PURE = ['src/lib/**/*.test.ts', 'src/config/**/*.test.ts', 'src/api/**/*.property.test.ts', 'scripts/**/*.test.ts'];
/** Shared components and the session: a page, no mock API. */
const UI = ['src/components/**/*.test.{ts,tsx}', 'src/session/**/*.test.{ts,tsx}'];
/** The mock's own rules: its API in Node, no page (persistence keeps data in the browser's storage). */
const MOCK = ['mocks/**/*.test.ts'];
const MOCK_IN_BROWSER = ['mocks/persistence.test.ts'];
/** Everything else renders screens against the mock. */
const APP = ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', ...MOCK_IN_BROWSER];

const page = { environment: 'jsdom', environmentOptions: { jsdom: { url: 'http://localhost:3000/' } } } as const;

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    define: { __MOCK_BUILD__: 'false' },
    test: {
      globals: true,
      testTimeout: 15_000,
      // Vitest keeps one core for itself by default: one worker on a 2-core machine. The tests spend their
      // time rendering in workers, not in the main process, so every core gets a worker.
      maxWorkers: availableParallelism(),
      css: false,
      projects: [
        { extends: true, test: { name: 'pure', environment: 'node', include: PURE } },
        { extends: true, test: { name: 'ui', ...page, include: UI, setupFiles: ['tests/setupDom.ts'] } },
        { extends: true, test: { name: 'mock', environment: 'node', include: MOCK, exclude: MOCK_IN_BROWSER, setupFiles: ['tests/setupMock.ts'] } },
        {
          extends: true,
          test: { name: 'app', ...page, include: APP, exclude: [...PURE, ...UI], setupFiles: ['tests/setupDom.ts', 'tests/setupMock.ts', 'tests/setup.ts'] },
        },
      ],
    },
  }),
);
