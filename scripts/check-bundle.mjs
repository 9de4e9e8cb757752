#!/usr/bin/env node
/**
 * Checks a production build in dist/:
 *  1. the JavaScript a visit to /login loads (entry, its static imports, the login screen's chunk and
 *     its static imports), gzipped, is within the budget;
 *  2. a build made without mock mode contains no mock code and no mock service worker.
 * Prints the figures; exits 1 when a check fails.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loginScripts, readBuild } from './buildSizes.mjs';

const LOGIN_BUDGET_BYTES = 200 * 1000;
const dist = process.argv[2] ?? 'dist';
/** Strings only the mock carries: its token prefix, storage key, seed password and MSW's own banner. */
const MOCK_MARKERS = ['mock-token', 'mockApiData.v1', 'Welcome@123', 'Mock Service Worker', 'setupWorker', 'MockHttpError'];

let build;
try {
  build = readBuild(dist);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { files, bytes: total } = loginScripts(build);
console.log('JavaScript loaded by /login (gzip):');
for (const { file, bytes } of files) console.log(`  ${(bytes / 1000).toFixed(1).padStart(7)} kB  ${file}`);
console.log(`  ${(total / 1000).toFixed(1).padStart(7)} kB  total (budget ${LOGIN_BUDGET_BYTES / 1000} kB)`);

let failed = false;
if (total > LOGIN_BUDGET_BYTES) {
  console.error(`FAIL: /login loads ${(total / 1000).toFixed(1)} kB gzip, over the ${LOGIN_BUDGET_BYTES / 1000} kB budget.`);
  failed = true;
}

const mockBuild = existsSync(join(dist, 'mockServiceWorker.js'));
if (mockBuild) {
  console.log('Mock build (mockServiceWorker.js present): the mock-free check does not apply.');
} else {
  const files = (function walk(dir) {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  })(dist).filter((path) => /\.(js|html|json)$/.test(path));
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
process.exit(failed ? 1 : 0);
