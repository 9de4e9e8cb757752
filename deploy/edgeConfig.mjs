/**
 * Renders the edge's nginx configuration (deploy/nginx.conf.template) and the files it includes, from
 * settings read once at start: nothing in the template is edited by hand to point it elsewhere.
 */
import { readFileSync } from 'node:fs';
import { CONTENT_TYPES, IMMUTABLE_CACHE, REVALIDATE_CACHE, securityHeaders } from './headers.mjs';

export const TEMPLATE_PATH = new URL('./nginx.conf.template', import.meta.url);

/** Where Debian's nginx keeps its dynamic modules (the brotli ones among them). */
export const DEBIAN_MODULES_DIR = '/usr/lib/nginx/modules';

/** The path the bundle calls the API at, on the edge's own origin. */
export const EDGE_API_PATH = '/api';

/** Where the edge answers a fan-out's reads several to a request (deploy/edgeReads.js); config.json's `readsBatchUrl`. */
export const EDGE_READS_BATCH_PATH = '/edge/reads';

/** Where the edge answers a list read with only the fields named (deploy/edgeReads.js); config.json's `listFieldsUrl`. */
export const EDGE_LIST_FIELDS_PATH = '/edge/fields';

/** The internal location the whole list behind such a read comes through. */
const WHOLE_LIST_PATH = '/edge-list';

/** The internal location each read of a batch goes through on its way to the provider. */
const READ_OF_BATCH_PATH = '/edge-read';

/** The batch's script, copied beside the rendered configuration at start. */
export const READS_SCRIPT_PATH = new URL('./edgeReads.js', import.meta.url);

/**
 * The largest request body the edge passes on: an ID proof of 5 MB (the app's own limit) sent as a
 * multipart form, with room for the form's other fields.
 */
export const UPLOAD_LIMIT = '6m';

/**
 * The provider's API base URL ('http://127.0.0.1:3003/api') as nginx needs it: the host and port of the
 * upstream, its scheme, its name (for TLS), the path the edge's /api/ maps onto, and the root its uploads
 * are served under.
 */
export function parseUpstream(apiBaseUrl) {
  let url;
  try {
    url = new URL(apiBaseUrl);
  } catch {
    throw new Error(`EDGE_API_UPSTREAM must be the provider's API base URL, such as http://10.0.0.5:3000/api (got "${apiBaseUrl}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`EDGE_API_UPSTREAM must use http or https (got "${apiBaseUrl}")`);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return {
    host: `${url.hostname}:${port}`,
    name: url.hostname,
    scheme: url.protocol.slice(0, -1),
    path: url.pathname.replace(/\/+$/, ''),
    // Uploads are served from the host's root beside the API, as the app reads them (api/http.ts).
    root: url.pathname.replace(/\/+$/, '').replace(/\/api$/i, ''),
  };
}

/**
 * Where a location of the edge (`/api/`) sends its requests on the provider (`/v2/api/`). Where both are
 * the same path, the request's own address goes on untouched: nginx rewrites (and so decodes) an address
 * only when the target names a path.
 */
function proxyTarget(provider, upstreamPath, edgePath) {
  const base = `${provider.scheme}://provider`;
  return upstreamPath === edgePath ? base : `${base}${upstreamPath}/`;
}

/** The `add_header` lines every location includes: the security headers, sent on errors too (`always`). */
export function securityHeadersConf({ imageOrigins = [], https = false } = {}) {
  const headers = securityHeaders({ apiUrl: EDGE_API_PATH, imageOrigins, https });
  return `${Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n')}\n`;
}

/**
 * The headers every request the edge sends on to the provider carries: kept-alive connections to it, and
 * who asked (the browser's address, scheme and host), as a reverse proxy passes them.
 */
export const PROVIDER_HEADERS = {
  Connection: '',
  'X-Forwarded-For': '$proxy_add_x_forwarded_for',
  'X-Forwarded-Proto': '$scheme',
  'X-Forwarded-Host': '$host',
  'X-Real-IP': '$remote_addr',
};

/** PROVIDER_HEADERS as a location's `proxy_set_header` lines. */
function providerHeaderLines() {
  return Object.entries(PROVIDER_HEADERS)
    .map(([name, value]) => `            proxy_set_header ${name} ${value === '' ? '""' : value};`)
    .join('\n');
}

/** The `types` block's lines: the content types serve-dist.mjs sends, by extension (without charset: nginx adds it). */
export function typesBlock() {
  const byType = new Map();
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.split(';')[0];
    byType.set(bare, [...(byType.get(bare) ?? []), extension.slice(1)]);
  }
  return [...byType].map(([type, extensions]) => `        ${type} ${extensions.join(' ')};`).join('\n');
}

/** Keeps the blocks between `#if NAME` and `#end NAME` whose name is in `on`, drops the others, and drops the markers. */
function applyConditions(text, on) {
  return text.replace(/^#if (\w+)\n([\s\S]*?)^#end \1\n/gm, (_, name, body) => (on.has(name) ? body : ''));
}

/**
 * The nginx.conf for one edge. Settings: port, distDir and runDir (absolute), upstream (the provider's API
 * base URL), tls ({ cert, key } or null), modulesDir, user (the worker processes' user, or null to leave
 * nginx's default).
 */
export function renderEdgeConfig({ port, distDir, runDir, upstream, tls = null, modulesDir = DEBIAN_MODULES_DIR, user = null, template = readFileSync(TEMPLATE_PATH, 'utf8') }) {
  const provider = parseUpstream(upstream);
  const on = new Set([tls ? 'TLS' : 'PLAIN', ...(provider.scheme === 'https' ? ['UPSTREAM_TLS'] : [])]);
  const values = {
    USER: user ? `user ${user};` : '',
    RUN_DIR: runDir,
    MODULES_DIR: modulesDir,
    TYPES: typesBlock(),
    UPSTREAM_HOST: provider.host,
    API_PROXY_TARGET: proxyTarget(provider, provider.path, EDGE_API_PATH),
    UPLOADS_PROXY_TARGET: proxyTarget(provider, `${provider.root}/uploads`, '/uploads'),
    READS_BATCH_PATH: EDGE_READS_BATCH_PATH,
    READ_OF_BATCH_PATH,
    READ_OF_BATCH_TARGET: proxyTarget(provider, provider.path, READ_OF_BATCH_PATH),
    LIST_FIELDS_PATH: EDGE_LIST_FIELDS_PATH,
    WHOLE_LIST_PATH,
    WHOLE_LIST_TARGET: proxyTarget(provider, provider.path, WHOLE_LIST_PATH),
    UPSTREAM_NAME: provider.name,
    PROVIDER_HEADERS: providerHeaderLines(),
    PORT: String(port),
    TLS_CERT: tls?.cert ?? '',
    TLS_KEY: tls?.key ?? '',
    DIST_DIR: distDir,
    UPLOAD_LIMIT,
    IMMUTABLE_CACHE,
    REVALIDATE_CACHE,
  };
  return applyConditions(template, on).replace(/\{\{(\w+)\}\}/g, (placeholder, name) => {
    if (!(name in values)) throw new Error(`The edge template names ${placeholder}, which has no value`);
    return values[name];
  });
}

/**
 * The fan-outs' pool over HTTP/2, where one connection carries every request: measured with the years seed
 * at 20 ms per answer through the edge, three loads each, the salary load took 21.6-24.0 s at 6, 12.9-13.7 s
 * at 12 and 9.1-10.5 s at 24 (the purchasing load 23.6-24.5, 12.7-13.6 and 8.7-11.0 s; both 22.5-25.0 s over
 * HTTP/1.1 at 6). A provider that slows under 24 reads at once from one person is given a smaller pool with
 * EDGE_REQUEST_POOL.
 */
export const HTTP2_REQUEST_POOL = 24;

/**
 * The config.json the edge serves: the build's own (company details and all), with the API on the edge's
 * origin, its batch of reads and its lists cut down; its pool `requestPool` when one is given, else the build's, else HTTP2_REQUEST_POOL over HTTP/2.
 */
export function edgeAppConfig(builtConfig, { requestPool, http2 = false } = {}) {
  const base = builtConfig && typeof builtConfig === 'object' && !Array.isArray(builtConfig) ? builtConfig : {};
  const pool = requestPool ?? base.requestPool ?? (http2 ? HTTP2_REQUEST_POOL : undefined);
  return { ...base, apiUrl: EDGE_API_PATH, readsBatchUrl: EDGE_READS_BATCH_PATH, listFieldsUrl: EDGE_LIST_FIELDS_PATH, ...(pool === undefined ? {} : { requestPool: pool }) };
}
