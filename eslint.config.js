import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const iconRoot = { name: '@mui/icons-material', message: 'Import icons by path: @mui/icons-material/Name.' };
const muiRoot = { name: '@mui/material', message: 'Import components by path: @mui/material/Name.' };

/** Shared code flows one way: lib and components, then api, then features, then app. */
const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [iconRoot, muiRoot],
        patterns: forbidden.map((dir) => ({ group: [`@/${dir}/*`], message: `This layer may not import from src/${dir}.` })),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', '.e2e'] },
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
  layer(['src/lib/**', 'src/config/**'], ['api', 'auth', 'features', 'app', 'components']),
  layer(['src/components/**'], ['api', 'auth', 'features', 'app']),
  layer(['src/api/**'], ['features', 'app', 'components']),
  layer(['src/auth/**'], ['features']),
  layer(['src/features/**'], ['app']),
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
);
