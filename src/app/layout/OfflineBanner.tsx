import { useCallback, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { formatReadTime } from '@/lib/dates';

/** What the banner says offline when the screen shows data: read at {time} and kept on the device. */
export const offlineShowingText = (time: string) => `You are offline: showing data from ${time}`;

/** What it says offline when the screen has nothing kept on the device: it has not been read here before. */
export const OFFLINE_NOTHING_KEPT_TEXT = 'You are offline: this screen has no data kept on this device yet, and needs a connection.';

/**
 * When the oldest of the data on screen was read (the queries a mounted screen observes), or null with none.
 * Observed, not active: a query that is never fetched (the dashboard's kept look, `skipToken`) counts as
 * disabled, yet its data is on screen.
 */
export function oldestShownRead(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    if (query.getObserversCount() === 0 || data === undefined || !dataUpdatedAt) continue;
    oldest = oldest === null ? dataUpdatedAt : Math.min(oldest, dataUpdatedAt);
  }
  return oldest;
}

/** The banner's text: null while online. */
export function offlineText(client: QueryClient, now: Date = new Date()): string | null {
  if (onlineManager.isOnline()) return null;
  const oldest = oldestShownRead(client);
  return oldest === null ? OFFLINE_NOTHING_KEPT_TEXT : offlineShowingText(formatReadTime(oldest, now));
}

/**
 * Says, above every signed-in screen, that the connection is gone and how old what it shows is; the reads
 * wait for the connection meanwhile (TanStack pauses them) and the writes are not sent (the write core).
 */
export function OfflineBanner() {
  const client = useQueryClient();
  const subscribe = useCallback(
    (notify: () => void) => {
      const stopOnline = onlineManager.subscribe(notify);
      const stopCache = client.getQueryCache().subscribe(notify);
      return () => {
        stopOnline();
        stopCache();
      };
    },
    [client],
  );
  const text = useSyncExternalStore(subscribe, () => offlineText(client));
  if (!text) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
