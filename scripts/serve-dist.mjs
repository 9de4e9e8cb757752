#!/usr/bin/env node
/**
 * Serves the production build in dist/ the way a plain static host would, for the browser tests and for
 * a quick look at a build:
 *   - files from dist/ with their content types; paths without a file fall back to index.html (SPA);
 *   - /config.json is answered from APP_API_URL when that is set, so one build can be pointed at any API;
 *   - text files (scripts, styles, HTML, JSON, SVG) gzip-compressed for a browser that accepts it, as any
 *     production host does: the bundle's budgets are gzip figures, and a slow line pays for every byte;
 *   - every answer with the security headers of `deploy/headers.mjs` (no inline script, no eval; the API's
 *     origin allowed for calls and images; nothing framing the app), the same the nginx edge sends.
 *
 *   node scripts/serve-dist.mjs                    http://127.0.0.1:4173
 *   PORT=8080 APP_API_URL=https://erp.example.com/api node scripts/serve-dist.mjs
 *
 * Env: PORT (default 4173), HOST (default 127.0.0.1), DIST_DIR (default dist), APP_API_URL (optional),
 * APP_IMAGE_ORIGINS (optional: origins of uploaded images the API gives by full address, space-separated).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMPRESSIBLE, CONTENT_TYPES, IMMUTABLE_CACHE, REVALIDATE_CACHE, securityHeaders as securityHeadersFor } from '../deploy/headers.mjs';

export { contentSecurityPolicy } from '../deploy/headers.mjs';

export function contentTypeOf(filePath) {
  return CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Whether the request's Accept-Encoding allows gzip (not refused with q=0). */
export function acceptsGzip(header = '') {
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** Each file's gzip, made once per version of the file (its path, size and time of change). */
const gzipped = new Map();
function gzipOf(filePath, stats) {
  const key = `${filePath}\0${stats.size}\0${stats.mtimeMs}`;
  let body = gzipped.get(key);
  if (!body) {
    body = gzipSync(readFileSync(filePath), { level: 9 });
    gzipped.set(key, body);
  }
  return body;
}

/** The API URL the served config.json names: the override, or the built file's. */
function configuredApiUrl(root, apiUrl) {
  if (apiUrl) return apiUrl;
  try {
    const file = JSON.parse(readFileSync(join(root, 'config.json'), 'utf8'));
    return typeof file?.apiUrl === 'string' ? file.apiUrl : '';
  } catch {
    return '';
  }
}

/** The file under `root` that `pathname` names, or null (outside root, a dotfile, a folder, missing). */
function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const filePath = resolve(root, ...segments);
  if (filePath !== root && !filePath.startsWith(root + sep)) return null;
  try {
    return statSync(filePath).isFile() ? filePath : null;
  } catch {
    return null;
  }
}

/**
 * A static server for a built SPA. Options: distDir (absolute or relative to the working folder) and
 * apiUrl (when set, /config.json answers {"apiUrl": apiUrl} instead of the built file).
 */
export function createDistServer({ distDir, apiUrl, imageOrigins = [] }) {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`No build found: ${join(distDir, 'index.html')} is missing. Run "npm run build" first.`);
  }

  const securityHeaders = securityHeadersFor({ apiUrl: configuredApiUrl(root, apiUrl), imageOrigins });

  const send = (req, res, status, headers, body) => {
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const sendFile = (req, res, filePath, cacheControl) => {
    const stats = statSync(filePath);
    const contentType = contentTypeOf(filePath);
    if (COMPRESSIBLE.test(contentType)) {
      const headers = { 'Content-Type': contentType, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
      if (acceptsGzip(req.headers['accept-encoding'])) {
        const body = gzipOf(filePath, stats);
        send(req, res, 200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length }, body);
      } else {
        send(req, res, 200, { ...headers, 'Content-Length': stats.size }, readFileSync(filePath));
      }
      return;
    }
    const { size } = stats;
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': size, 'Cache-Control': cacheControl });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(filePath)
      .on('error', () => res.destroy())
      .pipe(res);
  };

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(req, res, 405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, 'Method Not Allowed');
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');

    if (pathname === '/config.json' && apiUrl) {
      const body = JSON.stringify({ apiUrl });
      send(req, res, 200, { 'Content-Type': contentTypeOf(pathname), 'Cache-Control': 'no-store' }, body);
      return;
    }

    const filePath = fileFor(root, pathname);
    if (filePath) {
      // Vite puts content-hashed files under /assets; everything else (index.html, config.json) may change.
      const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
      sendFile(req, res, filePath, cacheControl);
      return;
    }

    // A missing file (a name with an extension, or anything under /assets) is a real 404; any other
    // path is a client-side route and gets the app.
    if (pathname.startsWith('/assets/') || (extname(pathname) !== '' && extname(pathname) !== '.html')) {
      send(req, res, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not Found');
      return;
    }
    sendFile(req, res, indexFile, REVALIDATE_CACHE);
  });
}

function main() {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  const distDir = process.env.DIST_DIR ?? 'dist';
  const apiUrl = process.env.APP_API_URL?.trim() || undefined;
  const imageOrigins = (process.env.APP_IMAGE_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);

  let server;
  try {
    server = createDistServer({ distDir, apiUrl, imageOrigins });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  server.on('error', (error) => {
    console.error(`Could not serve ${distDir} on http://${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const config = apiUrl ? `config.json apiUrl: ${apiUrl}` : `config.json from ${distDir}`;
    console.log(`Serving ${distDir} on http://${host}:${port} (${config})`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main();
}
