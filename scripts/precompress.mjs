/**
 * Writes a .br (brotli, quality 11) and a .gz (gzip, level 9) beside every text file of a build, for a
 * server that sends them as they are (nginx's brotli_static and gzip_static): the best compression costs
 * nothing per request when it is paid once at build. config.json is left alone: a deploy edits it.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE, CONTENT_TYPES } from '../deploy/headers.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The build's compression, one place for it: brotli at its best quality, gzip at level 9. */
export const brotliOptions = (source) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
export const GZIP_OPTIONS = { level: 9 };

/** Below this a file gains nothing worth a second request path (nginx compresses from 256 bytes too). */
const MIN_BYTES = 256;
/** Left as they are: a deploy edits config.json, and the build's manifest is for tools. */
const SKIPPED = new Set(['config.json', '.vite']);

function textFilesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFilesIn(path);
    const type = CONTENT_TYPES[extname(entry.name).toLowerCase()];
    return type && COMPRESSIBLE.test(type) && statSync(path).size >= MIN_BYTES ? [path] : [];
  });
}

/** Compresses every text file under `dir`; returns the files written, relative to `dir`. */
export async function precompress(dir) {
  const written = [];
  await Promise.all(
    textFilesIn(dir).map(async (file) => {
      const source = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(source, brotliOptions(source)),
        gzipAsync(source, GZIP_OPTIONS),
      ]);
      for (const [suffix, body] of [['.br', br], ['.gz', gz]]) {
        if (body.length >= source.length) continue;
        writeFileSync(`${file}${suffix}`, body);
        written.push(relative(dir, `${file}${suffix}`));
      }
    }),
  );
  return written.sort();
}
