import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const iconRoot = { name: '@mui/icons-material', message: 'Import icons by path: @mui/icons-material/Name.' };
const muiRoot = { name: '@mui/material', message: 'Import components by path: @mui/material/Name.' };

/**
 * Shared code flows one way, each layer importing only the ones before it: config (settings and the spec's
 * constants), the pure functions of lib, the session, shared components, the api, auth, the features, the
 * app, and main.tsx at the top. The mock
 * uses only lib and config. Imports are resolved, so a relative path is held to the same rule as `@/`.
 */
const LAYERS = [
  ['./src/config'],
  ['./src/lib'],
  ['./src/session'],
  ['./src/components'],
  ['./src/api'],
  ['./src/auth'],
  ['./src/features'],
  ['./src/app'],
  ['./src/main.tsx'],
];
const MOCK_MAY_USE = ['./src/lib', './src/config'];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// main.tsx alone may start the mock (in a mock build), and has nothing above it.
const upwardZones = LAYERS.slice(0, -1).flatMap((layer, index) =>
  layer.map((target) => ({
    target,
    from: [...LAYERS.slice(index + 1).flat(), './mocks'],
    message: 'An import that runs back up: a layer imports only the layers below it (README, Architecture).',
  })),
);
const mockZone = {
  target: './mocks',
  from: './src',
  except: MOCK_MAY_USE.map((dir) => dir.replace('./src/', './')),
  message: 'The mock imports only src/lib and src/config, like any other client of the provider API.',
};
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'One feature does not import another: move what both need down into components, lib, config or api.',
}));

export const LAYER_ZONES = [...upwardZones, mockZone, ...featureZones];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', '.e2e', '.edge'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [iconRoot, muiRoot] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    // Tests may reach across layers to set a scene; the rules are about the code that ships.
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // TypeScript files are read for their imports (the cycle check follows them), resolved as tsc does.
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['public/sw-*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
);
