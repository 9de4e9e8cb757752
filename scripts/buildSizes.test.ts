import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { loginScripts, readBuild } from './buildSizes.mjs';

const entry = `export const labels = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `Entry label ${i}`))};\n`;
const shared = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Worker ${i}` })))};\n`;
let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'assets', 'index.js'), entry);
  writeFileSync(join(dist, 'assets', 'shared.js'), shared);
  // The build's own .br of the entry: a stand-in of 42 bytes, so that its size is seen to be the one used.
  writeFileSync(join(dist, 'assets', 'index.js.br'), Buffer.alloc(42, 1));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/features/Lazy.tsx': { file: 'assets/lazy.js', isDynamicEntry: true },
    }),
  );
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

test("/login's JavaScript in brotli is the build's own .br where there is one, else compressed at quality 11, as the edge sends it", () => {
  const login = loginScripts(readBuild(dist));
  expect(login.files.map((row) => row.file).sort()).toEqual(['assets/index.js', 'assets/shared.js']);
  const sharedBrotli = brotliCompressSync(Buffer.from(shared), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  expect(login.brotliBytes).toBe(42 + sharedBrotli);
  expect(login.bytes).toBe(gzipSync(Buffer.from(entry), { level: 9 }).length + gzipSync(Buffer.from(shared), { level: 9 }).length);
});

test('without a build there is nothing to measure, and it says how to make one', () => {
  rmSync(join(dist, '.vite'), { recursive: true });
  expect(() => readBuild(dist)).toThrow(/npm run build/);
});
