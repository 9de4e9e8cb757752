import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress.mjs';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Worker ${i}` })))};\n`;
let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>app</title>${'<p>namaste</p>'.repeat(40)}`);
  writeFileSync(join(dist, 'assets', 'app.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny.css'), 'a{color:red}');
  writeFileSync(join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiUrl: 'https://erp.example.com/api', padding: 'x'.repeat(1000) }));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ padding: 'x'.repeat(1000) }));
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

test('writes a brotli and a gzip copy of each text file that read back as the file itself', async () => {
  expect(await precompress(dist)).toEqual(['assets/app.js.br', 'assets/app.js.gz', 'index.html.br', 'index.html.gz']);
  const script = readFileSync(join(dist, 'assets', 'app.js'));
  expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'app.js.br')))).toEqual(script);
  expect(gunzipSync(readFileSync(join(dist, 'assets', 'app.js.gz')))).toEqual(script);
});

test('leaves images, files too small to gain, config.json and the build manifest alone', async () => {
  await precompress(dist);
  for (const file of ['assets/logo.png', 'assets/tiny.css', 'config.json', '.vite/manifest.json']) {
    expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
    expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
  }
});
