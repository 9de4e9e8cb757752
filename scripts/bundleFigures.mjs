/**
 * The figures check-bundle.mjs prints, read from a build's manifest (dist/.vite/manifest.json): which
 * JavaScript files a visit loads, and which of them each screen of the route table loads beyond what
 * /login already loaded, its own and in all. Pure over the manifest and a size function, so that they
 * are tested without a build (bundleFigures.test.ts; types in bundleFigures.d.mts).
 */

/** Every manifest key that `keys` load before they run: themselves and their static imports, transitively. */
export function closure(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/** The JavaScript files of those manifest keys (a manifest entry's `file`; its CSS and fonts are not JavaScript). */
export function scriptFiles(manifest, keys) {
  return [...new Set([...keys].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js')))];
}

/** The text of the `PATHS` object in src/config/paths.ts, as { name: path }. */
export function pathsOf(pathsSource) {
  const block = pathsSource.match(/export const PATHS = \{([\s\S]*?)\}/)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/(\w+):\s*'([^']*)'/g)].map((match) => [match[1], match[2]]));
}

/**
 * The lazily loaded screens of the route table (src/app/routeTable.ts), read from its text: each route's
 * path and the modules it imports when it opens (`page`, and `prefetch` when it has one), as written.
 */
export function routeScreensOf(routeTableSource, paths) {
  const pathAt = [...routeTableSource.matchAll(/\bpath:\s*PATHS\.(\w+)/g)].map((match) => ({ index: match.index, name: match[1] }));
  const screens = new Map();
  for (const match of routeTableSource.matchAll(/\b(page|prefetch):\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)) {
    const owner = pathAt.filter(({ index }) => index < match.index).at(-1);
    if (!owner) throw new Error(`A ${match[1]} import in the route table with no route path before it: ${match[2]}`);
    const path = paths[owner.name];
    if (path === undefined) throw new Error(`PATHS.${owner.name} is not in src/config/paths.ts`);
    const screen = screens.get(path) ?? { path, page: undefined, prefetch: undefined };
    screen[match[1]] = match[2];
    screens.set(path, screen);
  }
  return [...screens.values()].filter((screen) => screen.page);
}

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

/** The manifest key of a module the route table imports ('@/features/x/Page' is 'src/features/x/Page.tsx'). */
export function manifestKeyOf(manifest, specifier, fromDir = 'src/app') {
  const base = specifier.startsWith('@/')
    ? `src/${specifier.slice(2)}`
    : new URL(specifier, `file:///${fromDir}/`).pathname.slice(1);
  const key = EXTENSIONS.map((ext) => base + ext).find((candidate) => manifest[candidate]);
  if (key) return key;
  // A module that screens also import statically may be built into a chunk named after it, which the
  // manifest keys by that chunk ('_dashboard-Boz-0QNb.js') instead of by the module.
  const name = base.split('/').at(-1);
  const chunk = /^\w+$/.test(name) ? new RegExp(`^_${name}-[\\w-]{8}\\.js$`) : null;
  const chunks = chunk ? Object.keys(manifest).filter((candidate) => chunk.test(candidate)) : [];
  if (chunks.length === 1) return chunks[0];
  throw new Error(`${specifier} is not in the build's manifest`);
}

/**
 * For each screen, the JavaScript it loads when it opens (its page and prefetch modules with their static
 * imports) that the already loaded keys (the /login visit) do not hold: `files` and their total `bytes` by
 * `sizeOf(file)`; of those, its own (`ownFiles`, `ownBytes`): the files no other of the screens loads.
 * Screens sorted by their own bytes, largest first; `shared`: the files that several screens load.
 */
export function screenFigures(manifest, screens, loadedKeys, sizeOf) {
  const loaded = new Set(scriptFiles(manifest, closure(manifest, loadedKeys)));
  const loads = screens.map((screen) => {
    const keys = [screen.page, screen.prefetch].filter(Boolean).map((specifier) => manifestKeyOf(manifest, specifier));
    return { module: keys[0], files: scriptFiles(manifest, closure(manifest, keys)).filter((file) => !loaded.has(file)) };
  });
  const screensLoading = new Map();
  for (const { files } of loads) for (const file of files) screensLoading.set(file, (screensLoading.get(file) ?? 0) + 1);
  const total = (files) => files.reduce((sum, file) => sum + sizeOf(file), 0);
  const figures = screens.map((screen, index) => {
    const { module, files } = loads[index];
    const ownFiles = files.filter((file) => screensLoading.get(file) === 1);
    return { ...screen, module, files, bytes: total(files), ownFiles, ownBytes: total(ownFiles) };
  });
  figures.sort((a, b) => b.ownBytes - a.ownBytes || b.bytes - a.bytes);
  const shared = [...screensLoading].filter(([, count]) => count > 1).map(([file]) => file);
  return { screens: figures, shared, sharedBytes: total(shared) };
}

/**
 * A module a screen loads lazily once it has painted (the dashboard's charts): the JavaScript it brings
 * (`module`'s static imports, transitively) beyond the files already loaded (`loadedFiles`: /login's and
 * its screen's), and their total `bytes` by `sizeOf(file)`.
 */
export function lazyPartFigure(manifest, specifier, loadedFiles, sizeOf) {
  const loaded = new Set(loadedFiles);
  const key = manifestKeyOf(manifest, specifier);
  const files = scriptFiles(manifest, closure(manifest, [key])).filter((file) => !loaded.has(file));
  return { module: key, files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
}
