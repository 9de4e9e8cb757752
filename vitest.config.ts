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
      css: false,
    },
  }),
);
