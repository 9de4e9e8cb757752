/**
 * The gzip sizes of a production build in dist/, as `check-bundle.mjs` checks them and `bench.mjs`
 * reports them: the JavaScript a visit to /login loads (the entry, which holds the login screen, and its
 * static imports; or the login screen's own chunk too, were it split out again), what each screen of the route table loads beyond it (its own files and all of them,
 * from `bundleFigures.mjs`), and all the JavaScript of the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brotliOptions, GZIP_OPTIONS } from './precompress.mjs';
import { closure, pathsOf, routeScreensOf, screenFigures, scriptFiles } from './bundleFigures.mjs';

export const LOGIN_SOURCE = 'src/auth/LoginPage.tsx';
/** /login's JavaScript as the edge sends it (brotli, level 11): at most this many bytes. */
export const LOGIN_BROTLI_BUDGET_BYTES = 150_000;
const LAYOUT_SOURCE = 'src/app/layout/AppLayout.tsx';
const ROUTE_TABLE = 'src/app/routeTable.ts';
const PATHS_MODULE = 'src/config/paths.ts';

/** A build's manifest, the keys a visit to /login loads first, and a (cached) gzip size per file. Throws without a build. */
export function readBuild(dist = 'dist') {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No ${manifestPath}: run "npm run build" first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loginKey = Object.keys(manifest).find((key) => manifest[key].src === LOGIN_SOURCE);
  if (!entryKey) throw new Error('Could not find the entry in the manifest.');
  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), GZIP_OPTIONS).length);
    return sizes.get(file);
  };
  // The build's own .br where it has one (as the edge sends it), else compressed here as the build does.
  const brotliSizes = new Map();
  const brotliSize = (file) => {
    if (!brotliSizes.has(file)) {
      const precompressed = join(dist, `${file}.br`);
      const source = existsSync(precompressed) ? null : readFileSync(join(dist, file));
      brotliSizes.set(file, source ? brotliCompressSync(source, brotliOptions(source)).length : readFileSync(precompressed).length);
    }
    return brotliSizes.get(file);
  };
  return { dist, manifest, loginKeys: loginKey ? [entryKey, loginKey] : [entryKey], gzipSize, brotliSize };
}

/** The files and their sizes, largest first, with their total. */
function sized(build, files) {
  const rows = files.map((file) => ({ file, bytes: build.gzipSize(file) })).sort((a, b) => b.bytes - a.bytes);
  return { files: rows, bytes: rows.reduce((sum, row) => sum + row.bytes, 0) };
}

/** The JavaScript a visit to /login loads, with its brotli size in all. */
export function loginScripts(build) {
  const files = scriptFiles(build.manifest, closure(build.manifest, build.loginKeys));
  return { ...sized(build, files), brotliBytes: files.reduce((sum, file) => sum + build.brotliSize(file), 0) };
}

/**
 * What the signed-in layout and each lazily loaded screen of the route table load beyond /login:
 * `screenFigures` (own files, which no other screen loads, and all of them), largest own first.
 */
export function screenScripts(build) {
  const screens = [
    { path: '(signed-in layout)', page: `./${relative('src/app', LAYOUT_SOURCE).replace(/\.tsx$/, '')}` },
    ...routeScreensOf(readFileSync(ROUTE_TABLE, 'utf8'), pathsOf(readFileSync(PATHS_MODULE, 'utf8'))),
  ];
  return screenFigures(build.manifest, screens, build.loginKeys, build.gzipSize);
}

/** Every JavaScript file of the build. */
export function wholeBuildScripts(build) {
  return sized(build, [...new Set(Object.values(build.manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js')));
}
