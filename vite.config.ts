import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const explicitMock = env.VITE_MOCK?.trim().toLowerCase();
  // Mock mode: as VITE_MOCK says when set; otherwise on in dev without an API URL, off in builds.
  const mockBuild = explicitMock ? explicitMock === 'true' : command === 'serve' && !env.VITE_API_URL;

  return {
    plugins: [react(), inlineEntryStyles(), finishBuild(mockBuild)],
    define: { __MOCK_BUILD__: JSON.stringify(mockBuild) },
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
