/**
 * Waits, after a new build is found, until that build's service worker controls the page, so that the
 * reload the app then offers runs under it: the reload's own files come from the new worker, and the copy
 * kept for offline use is the new build from that moment on.
 *
 * Offering the reload sooner races the new worker's install. A reload during the install loads the new
 * build through the old worker; the new one, though told to take over at once (skipWaiting), then waits for
 * the old one to fall idle, which an open app can keep from happening for minutes: a first visit offline
 * in that time opened the old build.
 */

/** The longest the offer waits: a worker that cannot install, or an old one kept busy, must not hold it back for good. */
export const NEW_WORKER_LIMIT_MS = 15_000;

/** What of `navigator.serviceWorker` this needs (a stand-in in tests). */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener' | 'getRegistration'>;

/**
 * Asks for the deployed worker (`update`) and resolves once a new one controls the page, or once it is clear
 * that none will: no new worker was found, its install failed, or `limitMs` passed. Never rejects.
 */
export function whenNewWorkerInCharge(container: WorkerContainer, update: () => Promise<unknown>, limitMs = NEW_WORKER_LIMIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      window.clearTimeout(timer);
      container.removeEventListener('controllerchange', finish);
      resolve();
    };
    const timer = window.setTimeout(finish, limitMs);
    container.addEventListener('controllerchange', finish);

    void (async () => {
      await update();
      const registration = await container.getRegistration();
      const incoming = registration?.installing ?? registration?.waiting;
      if (!incoming) return finish();
      incoming.addEventListener('statechange', () => {
        if (incoming.state === 'redundant') finish();
      });
    })().catch(finish);
  });
}
