import { readFileSync } from 'node:fs';
import { APP_ROUTES } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { closure, lazyPartFigure, manifestKeyOf, pathsOf, routeScreensOf, screenFigures, scriptFiles, type Manifest } from './bundleFigures.mjs';

/**
 * A build's manifest in small: the entry with the login screen, two screens sharing a chunk, one with a
 * prefetch module, and a chunk that only the login screen and one screen share.
 */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/auth/LoginPage.tsx', 'src/features/a/APage.tsx', 'src/features/b/BPage.tsx', 'src/api/bData.ts'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/auth/LoginPage.tsx': { file: 'assets/LoginPage.js', isDynamicEntry: true, imports: ['_Button.js', 'index.html'] },
  '_Button.js': { file: 'assets/Button.js', imports: ['_react.js'] },
  'src/features/a/APage.tsx': { file: 'assets/APage.js', isDynamicEntry: true, imports: ['_forms.js', '_Button.js', 'index.html'] },
  'src/features/b/BPage.tsx': {
    file: 'assets/BPage.js',
    isDynamicEntry: true,
    imports: ['_forms.js', '_chart.js'],
    dynamicImports: ['src/features/b/BigDialog.tsx'],
  },
  'src/features/b/BigDialog.tsx': { file: 'assets/BigDialog.js', isDynamicEntry: true },
  'src/api/bData.ts': { file: 'assets/bData.js', isDynamicEntry: true, imports: ['_http.js'] },
  '_forms.js': { file: 'assets/forms.js', imports: ['_http.js'] },
  '_http.js': { file: 'assets/http.js' },
  '_chart.js': { file: 'assets/chart.js', css: ['assets/chart.css'], assets: ['assets/font.woff2'] },
};

const SIZES: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 50,
  'assets/LoginPage.js': 10,
  'assets/Button.js': 20,
  'assets/APage.js': 5,
  'assets/BPage.js': 7,
  'assets/BigDialog.js': 1000,
  'assets/bData.js': 3,
  'assets/forms.js': 30,
  'assets/http.js': 40,
  'assets/chart.js': 60,
};
const sizeOf = (file: string) => SIZES[file] ?? Number.NaN;
const LOGIN = ['index.html', 'src/auth/LoginPage.tsx'];

describe('what a visit loads', () => {
  test('follows static imports only: a lazily loaded module is not loaded with its importer', () => {
    expect([...closure(MANIFEST, ['src/features/b/BPage.tsx'])].sort()).toEqual(['_chart.js', '_forms.js', '_http.js', 'src/features/b/BPage.tsx']);
  });

  test('counts JavaScript files, not style sheets or fonts', () => {
    expect(scriptFiles(MANIFEST, closure(MANIFEST, LOGIN)).sort()).toEqual(['assets/Button.js', 'assets/LoginPage.js', 'assets/index.js', 'assets/react.js']);
  });
});

describe('each screen beyond /login', () => {
  const screens = [
    { path: '/a', page: '@/features/a/APage' },
    { path: '/b', page: '@/features/b/BPage', prefetch: '@/api/bData' },
  ];
  const figures = screenFigures(MANIFEST, screens, LOGIN, sizeOf);
  const figureOf = (path: string) => figures.screens.find((figure) => figure.path === path)!;

  test('counts what the screen loads that /login did not, its prefetch module included', () => {
    expect(figureOf('/a').files.sort()).toEqual(['assets/APage.js', 'assets/forms.js', 'assets/http.js']);
    expect(figureOf('/a').bytes).toBe(5 + 30 + 40);
    expect(figureOf('/b').files.sort()).toEqual(['assets/BPage.js', 'assets/bData.js', 'assets/chart.js', 'assets/forms.js', 'assets/http.js']);
    expect(figureOf('/b').bytes).toBe(7 + 3 + 60 + 30 + 40);
  });

  test('its own files are those no other screen loads; the rest are shared', () => {
    expect(figureOf('/a')).toMatchObject({ module: 'src/features/a/APage.tsx', ownFiles: ['assets/APage.js'], ownBytes: 5 });
    expect(figureOf('/b').ownFiles.sort()).toEqual(['assets/BPage.js', 'assets/bData.js', 'assets/chart.js']);
    expect(figureOf('/b').ownBytes).toBe(70);
    expect(figures.shared.sort()).toEqual(['assets/forms.js', 'assets/http.js']);
    expect(figures.sharedBytes).toBe(70);
  });

  test('lists the screen with the most JavaScript of its own first', () => {
    expect(figures.screens.map((figure) => figure.path)).toEqual(['/b', '/a']);
  });

  test('a module the manifest does not have is an error, not a zero', () => {
    expect(() => manifestKeyOf(MANIFEST, '@/features/c/CPage')).toThrow('@/features/c/CPage is not in the build');
    expect(manifestKeyOf(MANIFEST, '../features/a/APage')).toBe('src/features/a/APage.tsx');
  });

  test('a module built into a chunk named after it is found by that chunk', () => {
    const withChunk: Manifest = { ...MANIFEST, '_dashboard-Boz-0QNb.js': { file: 'assets/dashboard-Boz-0QNb.js', imports: ['_http.js'] } };
    expect(manifestKeyOf(withChunk, '@/api/dashboard')).toBe('_dashboard-Boz-0QNb.js');
    expect(() => manifestKeyOf(withChunk, '@/api/dash')).toThrow('@/api/dash is not in the build');
  });
});

test('a part a screen loads lazily counts what it brings beyond /login and its screen', () => {
  const loaded = [...scriptFiles(MANIFEST, closure(MANIFEST, LOGIN)), ...scriptFiles(MANIFEST, closure(MANIFEST, ['src/features/b/BPage.tsx']))];
  expect(lazyPartFigure(MANIFEST, '@/features/b/BigDialog', loaded, sizeOf)).toEqual({ module: 'src/features/b/BigDialog.tsx', files: ['assets/BigDialog.js'], bytes: 1000 });
  // Not counted with its screen.
  expect(screenFigures(MANIFEST, [{ path: '/b', page: '@/features/b/BPage' }], LOGIN, sizeOf).screens[0].files).not.toContain('assets/BigDialog.js');
});

describe('the route table read from its text', () => {
  const screens = routeScreensOf(readFileSync('src/app/routeTable.ts', 'utf8'), pathsOf(readFileSync('src/config/paths.ts', 'utf8')));

  test('reads every path of src/config/paths.ts', () => {
    expect(pathsOf(readFileSync('src/config/paths.ts', 'utf8'))).toEqual(PATHS);
  });

  test('finds every lazily loaded screen of the route table, with its prefetch', () => {
    const expected = APP_ROUTES.filter((route) => route.page).map((route) => ({ path: route.path, prefetch: !!route.prefetch }));
    expect(screens.map((screen) => ({ path: screen.path, prefetch: !!screen.prefetch }))).toEqual(expected);
    for (const screen of screens) expect(screen.page).toMatch(/^@\/features\//);
  });
});
