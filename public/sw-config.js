/*
 * Imported by the service worker (vite.config.ts), at install:
 * - the deployed config.json is read into the cache its network-first route falls back on. The worker takes
 *   over a page only after that page has read config.json itself, so without this the first boot with no
 *   connection would have no API address and no company details until some later full page load had passed
 *   through the worker;
 * - the API's requests are routed past the worker, straight to the network, where the browser can be told so
 *   (static routing): the worker keeps no API answer (ruling 35), and otherwise every one of a fan-out's
 *   thousands of reads would wake it and wait on it. Requests under /api/ and any to another origin (an API
 *   served from its own host) go past it.
 */
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open('app-config')
      .then((cache) => cache.add(new Request('/config.json', { cache: 'no-store' })))
      .catch(() => undefined),
  );
  if (typeof event.addRoutes !== 'function') return;
  const pastTheWorker = [{ urlPattern: '/api/*' }, { not: { urlPattern: `${self.location.origin}/*` } }];
  // One call per rule: a browser that cannot take one of them still takes the other.
  for (const condition of pastTheWorker) event.waitUntil(event.addRoutes({ condition, source: 'network' }).catch(() => undefined));
});
