/*
 * Imported by the service worker (vite.config.ts): at install, the deployed config.json is read into the
 * cache its network-first route falls back on. The worker takes over a page only after that page has read
 * config.json itself, so without this the first boot with no connection would have no API address and no
 * company details until some later full page load had passed through the worker.
 */
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open('app-config')
      .then((cache) => cache.add(new Request('/config.json', { cache: 'no-store' })))
      .catch(() => undefined),
  );
});
