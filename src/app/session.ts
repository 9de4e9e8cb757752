import type { QueryClient } from '@tanstack/react-query';
import { installHttpAuth } from '@/api/http';
import { endSession, getSessionToken, onSignOut } from '@/auth/sessionStore';
import { clearToasts } from '@/components/toastStore';

/**
 * Connects the session to the HTTP client and the query cache: every call carries the token, a
 * rejected session ends it, and ending a session drops every cached server response and any toast.
 */
export function wireSession(queryClient: QueryClient): () => void {
  installHttpAuth({ getToken: getSessionToken, onSessionRejected: endSession });
  return onSignOut(() => {
    queryClient.clear();
    clearToasts();
  });
}
