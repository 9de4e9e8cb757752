/**
 * Starts what a deployed build adds to the page once its opened screen has settled
 * (offlineShellWhenSettled.ts): the service worker that keeps the app shell for offline use (not in a build
 * with the mock, whose own worker owns the page), and the watch for a newer build. Loaded apart from the
 * entry, only then, so no first screen carries it.
 */
import { Workbox } from 'workbox-window';
import { watchForNewBuilds } from './appVersion';
import { whenNewWorkerInCharge } from './newWorker';
import { READS_WORKER_SCOPE } from './readsWorkerScope';

export function startOfflineShell({ worker }: { worker: boolean }): void {
  const workbox = worker && 'serviceWorker' in navigator ? new Workbox('/sw.js', { scope: '/' }) : null;
  // Registration waits for the page's load. It fails where workers are refused (a private window, a
  // browser set to block them): the app then works online as it always has, so there is nothing to tell.
  // The reads' thread gets a worker of its own with no fetch handler (public/reads-sw.js), so that its
  // requests skip the app's: from the next page load on, as a thread is controlled from its start.
  workbox
    ?.register()
    .then(() => navigator.serviceWorker.register('/reads-sw.js', { scope: READS_WORKER_SCOPE }))
    .catch(() => undefined);
  watchForNewBuilds({ onNewer: () => (workbox ? whenNewWorkerInCharge(navigator.serviceWorker, () => workbox.update()) : undefined) });
}
