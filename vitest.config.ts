import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { TEST_ROOTS, testFilesIn } from './tests/testFiles.ts';

/** A pure function's test that needs a page all the same (an XML parser): `<name>.dom.test.ts`. */
const WITH_PAGE = ['src/**/*.dom.test.ts'];
/** Pure functions, the API's response readers and the project's scripts: Node alone, no page, no mock. */
const PURE = ['src/lib/**/*.test.ts', 'src/config/**/*.test.ts', 'src/api/**/*.property.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts'];
/** Shared components, the session and the test page itself: a page, no mock API. */
const UI = ['src/components/**/*.test.{ts,tsx}', 'src/session/**/*.test.{ts,tsx}', 'tests/*.test.{ts,tsx}', ...WITH_PAGE];
/** The mock's own rules: its API in Node, no page (persistence keeps data in the browser's storage). */
const MOCK = ['mocks/**/*.test.ts'];
const MOCK_IN_BROWSER = ['mocks/persistence.test.ts'];
/** Everything else renders screens against the mock. */
const APP = ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', ...MOCK_IN_BROWSER];

/** jsdom, its browser stylesheet cut to what the tests can observe (tests/jsdomEnvironment.ts). */
const page = { environment: './tests/jsdomEnvironment.ts', environmentOptions: { jsdom: { url: 'http://localhost:3000/' } } } as const;

/**
 * A worker runs its test files one after another in one module graph and one page (no isolation): a file
 * no longer pays for a fresh page, the setup files and the app's imports, which took a fifth of the suite's
 * time. Every file starts from the same state all the same: the setup files reset the stores, the query
 * cache, storage and the mock before each test, and a global a test stubs (`vi.stubGlobal`) is put back
 * after it (`unstubGlobals`). Files that replace or reload modules (`vi.mock`, `vi.resetModules`) or
 * install a fake IndexedDB would leave the replacement behind, so they run isolated, found here by what
 * they contain.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(|fake-indexeddb/;
const OWN_MODULE_GRAPH = TEST_ROOTS.flatMap(testFilesIn).filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')));
const shared = { isolate: false, exclude: OWN_MODULE_GRAPH } as const;

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    define: { __MOCK_BUILD__: 'false' },
    test: {
      globals: true,
      testTimeout: 15_000,
      // Vitest keeps one core for itself by default: one worker on a 2-core machine. The tests spend their
      // time rendering in workers, not in the main process, so every core gets a worker.
      maxWorkers: availableParallelism(),
      // Worker threads rather than child processes: no process per worker, and the runner's messages to its
      // workers stay within one process. Two A/B pairs of the whole run on 2 cores: 233 s and 242 s of wall time,
      // 415 and 433 CPU-s, against 280 s and 259 s, 511 and 470 CPU-s with processes.
      pool: 'threads',
      css: false,
      unstubGlobals: true,
      projects: [
        { extends: true, test: { name: 'pure', environment: 'node', include: PURE, ...shared, exclude: [...WITH_PAGE, ...OWN_MODULE_GRAPH] } },
        { extends: true, test: { name: 'ui', ...page, include: UI, setupFiles: ['tests/setupDom.ts'], ...shared } },
        {
          extends: true,
          test: { name: 'mock', environment: 'node', include: MOCK, setupFiles: ['tests/setupMock.ts'], ...shared, exclude: [...MOCK_IN_BROWSER, ...OWN_MODULE_GRAPH] },
        },
        {
          extends: true,
          test: { name: 'app', ...page, include: APP, setupFiles: ['tests/setupDom.ts', 'tests/setupMock.ts', 'tests/setup.ts'], ...shared, exclude: [...PURE, ...UI, ...OWN_MODULE_GRAPH] },
        },
        {
          extends: true,
          test: { name: 'isolated', ...page, include: OWN_MODULE_GRAPH, setupFiles: ['tests/setupDom.ts', 'tests/setupMock.ts', 'tests/setup.ts'] },
        },
      ],
    },
  }),
);
