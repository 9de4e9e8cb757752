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

/*
 * The worker never answers an API request (it keeps no server data, ruling 35), so at install it tells the
 * browser to send every request under /api/, on any origin, straight to the network: a request then waits
 * neither for the worker to start (after 30 s idle it has stopped, and the dashboard reads every 30 s)
 * nor for its routing, about 1.5 ms a request measured on the page. A browser without static routes
 * passes them through the worker as before.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  event.waitUntil(event.addRoutes({ condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' }).catch(() => undefined));
});
