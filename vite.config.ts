import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.mjs';

/**
 * What a production build does to dist/ once written: a build without mock mode drops the mock's service
 * worker, then every text file gets its .br and .gz beside it, for an edge that sends them as they are.
 */
function finishBuild(mockBuild: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'finish-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.build.outDir);
    },
    // After every other plugin's closeBundle, which may still add or remove files.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!mockBuild) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
        await precompress(outDir);
      },
    },
  };
}

/**
 * The entry's style sheet (the font faces, 2 kB) goes into index.html itself: as a file it blocks the first
 * paint until it arrives, and it is asked for after the scripts, so on a slow line 'Loading...' waited for
 * the scripts' bytes too.
 */
function inlineEntryStyles(): Plugin {
  return {
    name: 'inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset' || typeof asset.source !== 'string') return link;
          return `\n    <style>${asset.source.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

/**
 * Writes version.json: the build this bundle is, which an open app compares with its own to offer a reload
 * when a new build has been deployed (src/app/appVersion.ts).
 */
function buildVersionFile(build: string): Plugin {
  return {
    name: 'build-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ build })}\n` });
    },
  };
}

/**
 * The installable app and its offline shell, in builds without mock mode only: the mock's own service worker
 * owns the page there, and two workers cannot share it. The worker precaches the entry, every route's chunk,
 * the fonts and the icons, and answers a navigation from the network, falling back to the precached
 * index.html when there is none. It never keeps an API answer (the app keeps its data, ruling 35), and keeps
 * config.json only as the fallback of a network-first read. A new worker takes over as soon as it is
 * installed, so the offline copy is always the latest build that was opened online.
 */
function offlineShell(mockBuild: boolean): Plugin[] {
  return VitePWA({
    disable: mockBuild,
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      name: 'SGK Constructions Admin',
      short_name: 'SGK Admin',
      description: 'Admin panel for projects, labour, materials, vendors and billing',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#f4f6fa',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
      globIgnores: ['mockServiceWorker.js', 'sw-config.js', 'reads-sw.js'],
      // Fills the config cache below at install (public/sw-config.js).
      importScripts: ['/sw-config.js'],
      // Navigations go to the network (a reload runs the deployed build); the precached index.html is only
      // their fallback, so '/' must not be answered from the precache as its directory index.
      navigateFallback: null,
      directoryIndex: null,
      cleanupOutdatedCaches: true,
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
          handler: 'NetworkFirst',
          // The name public/sw-config.js fills at install.
          options: { cacheName: 'app-config' },
        },
      ],
    },
  });
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const explicitMock = env.VITE_MOCK?.trim().toLowerCase();
  // Mock mode: as VITE_MOCK says when set; otherwise on in dev without an API URL, off in builds.
  const mockBuild = explicitMock ? explicitMock === 'true' : command === 'serve' && !env.VITE_API_URL;

  // One id per build (APP_BUILD_ID names it, for a deploy that wants its own): what version.json and the page compare.
  const buildId = env.APP_BUILD_ID?.trim() || `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

  return {
    plugins: [react(), inlineEntryStyles(), buildVersionFile(buildId), ...offlineShell(mockBuild), finishBuild(mockBuild)],
    define: { __MOCK_BUILD__: JSON.stringify(mockBuild), __BUILD_ID__: JSON.stringify(buildId) },
    resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      // Everything the entry imports statically (the framework, the theme, the sign-in screen) is one file:
      // split into ten, /login paid a response's headers for each and compressed worse (148 kB of brotli
      // against 140 kB in one). The screens' lazy chunks are split as before.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
      // Font files stay files: inlined into the style sheet, every page would carry every script's glyphs
      // before it renders, instead of the browser fetching only the subsets a page shows.
      assetsInlineLimit: (filePath) => (/\.woff2?$/.test(filePath) ? false : undefined),
    },
  };
});
