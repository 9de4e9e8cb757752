import { installHttpAuth } from '@/api/httpSettings';
import { clearAllDrafts } from '@/session/drafts';
import { endSession, followOtherTabs, getSessionToken, onSignOut } from '@/session/sessionStore';
import { clearToasts } from '@/components/toastStore';

/**
 * Connects the session to the HTTP client: every call carries the token, and a rejected session ends
 * it. Ending a session drops any toast; the query cache empties itself (app/queryClient.ts). The user's
 * own logout drops every form draft too; a session the server ended keeps them for its user. A sign-out
 * or a new sign-in in another tab reaches this one at once.
 */
export function wireSession(): () => void {
  installHttpAuth({ getToken: getSessionToken, onSessionRejected: () => endSession() });
  const stopListening = onSignOut((reason) => {
    clearToasts();
    if (reason === 'logout') clearAllDrafts();
  });
  const stopFollowing = followOtherTabs();
  return () => {
    stopListening();
    stopFollowing();
  };
}
