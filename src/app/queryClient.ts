import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/apiError';
import { forgetKeptDigests } from '@/api/textReads';
import { onSignOut } from '@/session/sessionStore';
import { dropPersistedLines } from './persistedLines';

/** A client answer (4xx) will not change on retry; a network blip or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

/** How long a failed read waits before its one retry. */
export const QUERY_RETRY_DELAY_MS = 500;

export function createQueryClient({ retryDelayMs = QUERY_RETRY_DELAY_MS }: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: retryDelayMs, staleTime: 15_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/*
 * The signed-in app's one query cache. Only the signed-in layout loads this module, so the sign-in
 * screen, which has no server state, does not carry the query library, nor the persister of the
 * project lines kept in the browser (./persistedLines), in its bundle.
 */
let appClient: QueryClient | undefined;

// Ending a session drops every cached server response, the copy kept in the browser first.
onSignOut(() => {
  void dropPersistedLines();
  appClient?.clear();
  forgetKeptDigests();
});

export function appQueryClient(): QueryClient {
  // TanStack assumes a connection until the browser says it lost one; a page opened offline starts offline,
  // so its reads wait for the connection (the kept data showing meanwhile) instead of failing.
  if (!appClient && typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  appClient ??= createQueryClient();
  return appClient;
}

/** Tests give each rendered app an empty cache of its own (retrying at once: the retry itself still happens). */
export function resetAppQueryClient(): QueryClient {
  appClient = createQueryClient({ retryDelayMs: 0 });
  return appClient;
}
