/**
 * Starts what a deployed build adds to the page once it has loaded: the service worker that keeps the app
 * shell for offline use (not in a build with the mock, whose own worker owns the page), and the watch for a
 * newer build. Loaded apart from the entry, after the first screen, so /login carries none of it.
 */
import { Workbox } from 'workbox-window';
import { whenNoRequestFor } from '@/api/requestsUnderWay';
import { watchForNewBuilds } from './appVersion';
import { whenNewWorkerInCharge } from './newWorker';
import { READS_WORKER_SCOPE } from './readsWorkerScope';

/**
 * How long the app's requests must have been quiet before the worker is registered. Its install fetches
 * every file of the build (1.7 MB, about 0.5 MB over the wire), which on a first visit took the line and
 * the cores from the screen's own reads and drawing; a screen's reads follow each other closer than this.
 */
export const SETTLED_AFTER_MS = 2_000;

export function startOfflineShell({ worker }: { worker: boolean }): void {
  const workbox = worker && 'serviceWorker' in navigator ? new Workbox('/sw.js', { scope: '/' }) : null;
  // Registration waits for the page's load and for the opened screen's reads to be done. It fails where
  // workers are refused (a private window, a browser set to block them): the app then works online as it
  // always has, so there is nothing to tell.
  // The reads' thread gets a worker of its own with no fetch handler (public/reads-sw.js), so that its
  // requests skip the app's: from the next page load on, as a thread is controlled from its start.
  if (workbox) {
    void whenNoRequestFor(SETTLED_AFTER_MS)
      .then(() => workbox.register())
      .then(() => navigator.serviceWorker.register('/reads-sw.js', { scope: READS_WORKER_SCOPE }))
      .catch(() => undefined);
  }
  watchForNewBuilds({ onNewer: () => (workbox ? whenNewWorkerInCharge(navigator.serviceWorker, () => workbox.update()) : undefined) });
}
