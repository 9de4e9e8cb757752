/**
 * What every server of the bundle answers with, in one place: the content types of its files and the
 * security headers. `scripts/serve-dist.mjs` sends them itself; the nginx edge (`edge.mjs`) has them
 * rendered into its configuration, so the two servers cannot drift apart.
 */

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

/** The content types worth compressing: text of every kind (fonts and images are compressed already). */
export const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

/** The origin of an absolute API URL ('https://erp.example.com'), or '' for one on the page's own origin ('/api'). */
function originOf(apiUrl) {
  try {
    return apiUrl ? new URL(apiUrl).origin : '';
  } catch {
    return '';
  }
}

/**
 * The policy the bundle runs under: scripts only from its own files (no inline script, no eval), calls
 * and images only to itself and the API's origin (the uploads are served there; `imageOrigins` adds the
 * hosts of uploads that the API names by a full address elsewhere), nothing framing it.
 * Styles may be inline: the component library writes its styles into <style> elements as it renders.
 */
export function contentSecurityPolicy(apiUrl, imageOrigins = []) {
  const api = originOf(apiUrl);
  const selfAndApi = api ? `'self' ${api}` : "'self'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    [`img-src ${selfAndApi}`, ...imageOrigins, 'data: blob:'].join(' '),
    "font-src 'self'",
    `connect-src ${selfAndApi}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS, sent only over HTTPS: a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The headers on every answer: the policy for an app calling `apiUrl`, no sniffing, no framing, a short referrer. */
export function securityHeaders({ apiUrl = '', imageOrigins = [], https = false } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiUrl, imageOrigins),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** Vite puts content-hashed files under /assets: they never change, so they are cached for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, config.json) may change with the next deploy: asked again each time. */
export const REVALIDATE_CACHE = 'no-cache';
