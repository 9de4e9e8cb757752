#!/usr/bin/env node
/**
 * Checks a production build in dist/:
 *  1. the JavaScript a visit to /login loads (entry, its static imports, the login screen's chunk and
 *     its static imports) is within its budgets, gzipped and in brotli as the edge sends it;
 *  2. each lazily loaded screen of the route table (src/app/routeTable.ts), and the signed-in layout
 *     they open in, loads at most its budget of JavaScript of its own, gzipped: of what its page and
 *     prefetch modules load with their static imports beyond /login's, the files no other screen loads.
 *     All it loads beyond /login's is printed beside it, and the total of the files several screens share;
 *     A part a screen loads lazily after it has painted (the dashboard's charts, with their library) is not
 *     counted with its screen: it is its own line, with its own budget, of what it loads beyond the screen;
 *  3. the theme's font (Roboto) ships with the build: its @font-face rules point at the build's own files,
 *     and no file names a font host;
 *  4. a build made without mock mode contains no mock code and no mock service worker.
 * Prints the figures; exits 1 when a check fails.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { lazyPartFigure } from './bundleFigures.mjs';
import { LOGIN_BROTLI_BUDGET_BYTES, loginScripts, readBuild, screenScripts } from './buildSizes.mjs';

const LOGIN_BUDGET_BYTES = 170 * 1000;
const SCREEN_BUDGET_BYTES = 50 * 1000;
/** Lazily loaded parts of a screen, each with its own budget: what it loads beyond /login's and its screen's JavaScript. */
const LAZY_PARTS = [{ name: 'dashboard charts (@mui/x-charts)', screen: '/dashboard', module: '@/features/dashboard/DashboardCharts', budget: 120 * 1000 }];
const dist = process.argv[2] ?? 'dist';
const THEME_FONT = 'Roboto';
const FONT_HOSTS = ['fonts.googleapis.com', 'fonts.gstatic.com'];
/** Strings only the mock carries: its token prefix, storage key, seed password and MSW's own banner. */
const MOCK_MARKERS = ['mock-token', 'mockApiData.v1', 'Welcome@123', 'Mock Service Worker', 'setupWorker', 'MockHttpError'];

let build;
try {
  build = readBuild(dist);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const kB = (bytes) => `${(bytes / 1000).toFixed(1).padStart(7)} kB`;

const login = loginScripts(build);
console.log('JavaScript loaded by /login (gzip):');
for (const { file, bytes } of login.files) console.log(`  ${kB(bytes)}  ${file}`);
console.log(`  ${kB(login.bytes)}  total (budget ${LOGIN_BUDGET_BYTES / 1000} kB)`);
console.log(`  ${kB(login.brotliBytes)}  total in brotli (budget ${LOGIN_BROTLI_BUDGET_BYTES / 1000} kB, before each response's headers)`);

let failed = false;
if (login.bytes > LOGIN_BUDGET_BYTES) {
  console.error(`FAIL: /login loads ${(login.bytes / 1000).toFixed(1)} kB gzip, over the ${LOGIN_BUDGET_BYTES / 1000} kB budget.`);
  failed = true;
}
if (login.brotliBytes > LOGIN_BROTLI_BUDGET_BYTES) {
  console.error(`FAIL: /login loads ${(login.brotliBytes / 1000).toFixed(1)} kB in brotli, over the ${LOGIN_BROTLI_BUDGET_BYTES / 1000} kB budget.`);
  failed = true;
}

const figures = screenScripts(build);
console.log(`JavaScript each screen loads beyond /login's (gzip): its own, which no other screen loads (budget ${SCREEN_BUDGET_BYTES / 1000} kB), and all of it:`);
console.log(`  ${'own'.padStart(10)}  ${'all'.padStart(10)}  screen`);
for (const figure of figures.screens) {
  console.log(`  ${kB(figure.ownBytes)}  ${kB(figure.bytes)}  ${figure.path}  ${figure.module}`);
}
console.log(`  shared by several screens: ${kB(figures.sharedBytes).trim()} in ${figures.shared.length} files`);
const overBudget = figures.screens.filter((figure) => figure.ownBytes > SCREEN_BUDGET_BYTES);
for (const figure of overBudget) {
  console.error(
    `FAIL: ${figure.path} loads ${(figure.ownBytes / 1000).toFixed(1)} kB gzip of its own JavaScript, over the ${SCREEN_BUDGET_BYTES / 1000} kB budget:\n    ` +
      figure.ownFiles.map((file) => `${kB(build.gzipSize(file))}  ${file}`).join('\n    '),
  );
}
if (overBudget.length) failed = true;

console.log('Loaded lazily once its screen has painted, beyond /login\'s and the screen\'s (gzip):');
for (const part of LAZY_PARTS) {
  const screen = figures.screens.find((figure) => figure.path === part.screen);
  const lazyPart = lazyPartFigure(build.manifest, part.module, [...login.files.map((row) => row.file), ...(screen?.files ?? [])], build.gzipSize);
  console.log(`  ${kB(lazyPart.bytes)}  ${part.name} on ${part.screen} (budget ${part.budget / 1000} kB)  ${lazyPart.files.join(', ')}`);
  if (!screen || lazyPart.bytes > part.budget) {
    console.error(`FAIL: ${part.name} loads ${(lazyPart.bytes / 1000).toFixed(1)} kB gzip, over its ${part.budget / 1000} kB budget (or ${part.screen} is not a screen).`);
    failed = true;
  }
}

const builtFiles = (function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
})(dist);

// The theme's font ships with the build: its faces point at files of the build, and nothing asks a font host.
const fontFaces = builtFiles
  .filter((path) => path.endsWith('.css'))
  .flatMap((path) => readFileSync(path, 'utf8').match(/@font-face\s*\{[^}]*\}/g) ?? []);
const themeFaces = fontFaces.filter((face) => new RegExp(`font-family:\\s*["']?${THEME_FONT}["']?\\s*;`).test(face));
const remoteFaces = fontFaces.filter((face) => /url\(\s*["']?(https?:)?\/\//.test(face));
const fontHostHits = builtFiles
  .filter((path) => /\.(js|css|html)$/.test(path))
  .filter((path) => FONT_HOSTS.some((host) => readFileSync(path, 'utf8').includes(host)))
  .map((path) => relative(dist, path));
if (!themeFaces.length || remoteFaces.length || fontHostHits.length) {
  console.error(
    `FAIL: the ${THEME_FONT} font must ship with the build and no font come from elsewhere: ${themeFaces.length} ${THEME_FONT} faces, ` +
      `${remoteFaces.length} faces on another host, font hosts named in: ${fontHostHits.join(', ') || 'none'}.`,
  );
  failed = true;
} else {
  console.log(`Font: ${themeFaces.length} ${THEME_FONT} faces served from the build, none from another host.`);
}

// The first paint waits for every style sheet the page links: the entry's styles are inlined instead.
const linkedSheets = readFileSync(join(dist, 'index.html'), 'utf8').match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [];
if (linkedSheets.length) {
  console.error(`FAIL: index.html links a style sheet, which holds up the first paint: ${linkedSheets.join(' ')}`);
  failed = true;
}

const mockBuild = existsSync(join(dist, 'mockServiceWorker.js'));
if (mockBuild) {
  console.log('Mock build (mockServiceWorker.js present): the mock-free check does not apply.');
} else {
  const files = builtFiles.filter((path) => /\.(js|html|json)$/.test(path));
  const hits = files.flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    return MOCK_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${relative(dist, path)}: "${marker}"`);
  });
  if (hits.length) {
    console.error(`FAIL: mock code in a build made without mock mode:\n  ${hits.join('\n  ')}`);
    failed = true;
  } else {
    console.log(`No mock code: ${files.length} built files checked for ${MOCK_MARKERS.length} markers.`);
  }
}
// Nothing secret ships: no token, key or credential written into any built file (a bundle can be copied).
const SECRET_SHAPES = [
  ['a JSON Web Token', /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a bearer token', /Bearer [A-Za-z0-9._~+/-]{20,}=*/],
  ['an AWS access key', /AKIA[0-9A-Z]{16}/],
  ['a password in a URL', /[a-z][a-z0-9+.-]*:\/\/[^/\s:@"'`]+:[^/\s:@"'`]+@/i],
];
const textFiles = builtFiles.filter((path) => /\.(js|html|json|css|txt|map|webmanifest)$/.test(path));
const secrets = textFiles.flatMap((path) => {
  const text = readFileSync(path, 'utf8');
  return SECRET_SHAPES.filter(([, shape]) => shape.test(text)).map(([what]) => `${relative(dist, path)}: ${what}`);
});
if (secrets.length) {
  console.error(`FAIL: something secret in the build:\n  ${secrets.join('\n  ')}`);
  failed = true;
} else {
  console.log(`No secrets: ${textFiles.length} built files checked for ${SECRET_SHAPES.length} shapes of token, key and credential.`);
}

process.exit(failed ? 1 : 0);
