#!/usr/bin/env node
/**
 * The edge (`npm run edge`, and the browser tests through it) runs Debian's nginx with its brotli modules;
 * installed with apt-get when missing.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEBIAN_MODULES_DIR } from '../deploy/edgeConfig.mjs';
import { ensureDebianPackages } from './ensureDebianPackages.mjs';

export const DEBIAN_NGINX = '/usr/sbin/nginx';

export function ensureNginx() {
  ensureDebianPackages({
    label: 'ensure-nginx',
    files: [
      DEBIAN_NGINX,
      join(DEBIAN_MODULES_DIR, 'ngx_http_brotli_filter_module.so'),
      join(DEBIAN_MODULES_DIR, 'ngx_http_brotli_static_module.so'),
      join(DEBIAN_MODULES_DIR, 'ngx_http_js_module.so'),
    ],
    packages: ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-js'],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) ensureNginx();
