/**
 * Whether a newer build than the one this page runs has been deployed. Each build writes version.json
 * (vite.config.ts) naming its id, which the page carries as __BUILD_ID__; an open app reads that file again
 * when it is looked at again, when the connection comes back, every half hour, and when a screen's code
 * cannot be loaded (the files of an old build are gone after a deploy), and offers a reload when it names
 * another build, once the new build's service worker is in charge (newWorker.ts). A reload always runs the
 * deployed build: navigations go to the network first.
 */
import { create } from 'zustand';

/** How often an open app asks whether a new build is out, besides the moments above. */
export const NEW_BUILD_CHECK_MS = 30 * 60_000;

export const VERSION_FILE = '/version.json';

export const useAppVersion = create<{ newer: boolean }>(() => ({ newer: false }));

/**
 * Reads version.json; true when it names another build than this page's.
 * A failed or unreadable answer is no news: offline, or a server without the file.
 */
export async function checkForNewBuild(ownBuild: string = __BUILD_ID__): Promise<boolean> {
  try {
    const response = await fetch(new URL(VERSION_FILE, window.location.origin), { cache: 'no-store' });
    if (!response.ok) return false;
    const { build } = (await response.json()) as { build?: unknown };
    return typeof build === 'string' && build !== '' && build !== ownBuild;
  } catch {
    return false;
  }
}

/**
 * Checks for a new build at the moments above until the returned function stops it. Once one is found,
 * `onNewer` runs (the service worker fetches the build, so the offline copy follows) and, when what it
 * returns has settled, the store says so and the reload is offered.
 */
export function watchForNewBuilds({ ownBuild = __BUILD_ID__, onNewer }: { ownBuild?: string; onNewer?: () => unknown } = {}): () => void {
  let told = false;
  const check = () => {
    if (told) return;
    void checkForNewBuild(ownBuild).then(async (newer) => {
      if (!newer || told) return;
      told = true;
      await Promise.resolve(onNewer?.()).catch(() => undefined);
      useAppVersion.setState({ newer: true });
    });
  };
  const whenShown = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', whenShown);
  window.addEventListener('online', check);
  window.addEventListener('vite:preloadError', check);
  const timer = window.setInterval(check, NEW_BUILD_CHECK_MS);
  return () => {
    document.removeEventListener('visibilitychange', whenShown);
    window.removeEventListener('online', check);
    window.removeEventListener('vite:preloadError', check);
    window.clearInterval(timer);
  };
}
