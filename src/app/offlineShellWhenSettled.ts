/**
 * Starts the offline shell (offlineShell.ts: the app's service worker and the watch for a newer build) once
 * the opened screen's requests have been done for SETTLED_AFTER_MS, and only then loads its code. The
 * worker's install fetches every file of the build (1.78 MB, 0.61 MB over the wire): registered as the page
 * loaded, it took a first visit's line and cores from the screen's own reads and drawing.
 */
import { whenNoRequestFor } from '@/api/requestsUnderWay';

/** How long the app's requests must have been quiet: a screen's reads follow each other closer than this. */
export const SETTLED_AFTER_MS = 2_000;

type OfflineShell = Pick<typeof import('./offlineShell'), 'startOfflineShell'>;

/**
 * `opening`: the opened screen's preload (router.tsx), which resolves once its first reads have started:
 * they wait for their code, which on a slow line takes longer than the quiet time.
 */
export async function startOfflineShellWhenSettled(
  { worker, opening = Promise.resolve() }: { worker: boolean; opening?: Promise<unknown> },
  load: () => Promise<OfflineShell> = () => import('./offlineShell'),
): Promise<void> {
  await opening.catch(() => undefined);
  await whenNoRequestFor(SETTLED_AFTER_MS);
  (await load()).startOfflineShell({ worker });
}
