import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    define: { __MOCK_BUILD__: 'false' },
    test: {
      environment: 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['tests/setup.ts'],
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
      testTimeout: 15_000,
      // Vitest keeps one core for itself by default: one worker on a 2-core machine. The tests spend their
      // time rendering in workers, not in the main process, so every core gets a worker.
      maxWorkers: availableParallelism(),
      css: false,
    },
  }),
);
