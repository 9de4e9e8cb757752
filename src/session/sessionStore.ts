import { create } from 'zustand';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
import type { CurrentUser } from '@/lib/currentUser';

type SessionStatus = 'restoring' | 'signedOut' | 'signedIn';

interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: CurrentUser | null;
}

const signedOut: SessionState = { status: 'signedOut', token: null, user: null };

/** Session state only: server data lives in the query cache, never here. */
export const useSessionStore = create<SessionState>(() => ({ status: 'restoring', token: null, user: null }));

/** 'logout': the user's own, from the user menu; 'ended': a 401/403 or a failed profile check ended it. */
export type SignOutReason = 'logout' | 'ended';

const signOutListeners = new Set<(reason: SignOutReason) => void>();

/** Runs `listener` whenever a session ends (logout, 401/403, failed profile check), told which way. */
export function onSignOut(listener: (reason: SignOutReason) => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

function isStoredUser(value: unknown): value is CurrentUser {
  const u = value as CurrentUser | null;
  return !!u && typeof u === 'object' && typeof u.role === 'string' && Array.isArray(u.permissions);
}

/** Restores the stored session, only when both the token and the user are present and readable. */
export function restoreSession(): void {
  const token = localStorage.getItem(STORAGE_KEYS.authToken);
  const user = readJson<unknown>(STORAGE_KEYS.userData);
  if (token && isStoredUser(user)) {
    useSessionStore.setState({ status: 'signedIn', token, user });
  } else {
    clearStoredSession();
    useSessionStore.setState(signedOut);
  }
}

/** Stores the session first, so a storage failure leaves the app signed out rather than half signed in. */
export function startSession(token: string, user: CurrentUser): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  writeJson(STORAGE_KEYS.userData, user);
  useSessionStore.setState({ status: 'signedIn', token, user });
}

/** Replaces the signed-in user in place and in storage (live permission refresh). */
export function updateSessionUser(user: CurrentUser): void {
  if (useSessionStore.getState().status !== 'signedIn') return;
  writeJson(STORAGE_KEYS.userData, user);
  useSessionStore.setState({ user });
}

function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.userData);
}

/** Ends the session in this tab only: the state, then everything listening (caches, drafts, toasts). */
function endSessionHere(reason: SignOutReason): void {
  const wasSignedIn = useSessionStore.getState().status !== 'signedOut';
  useSessionStore.setState(signedOut);
  if (wasSignedIn) signOutListeners.forEach((listener) => listener(reason));
}

/** Ends the session without the user asking (a rejected token, a deactivated account): their drafts stay. */
export function endSession(reason: SignOutReason = 'ended'): void {
  clearStoredSession();
  endSessionHere(reason);
}

/** The user's own logout (the user menu): their drafts go with the session. */
export function logOut(): void {
  endSession('logout');
}

/**
 * Follows the session of the other tabs of this browser: when one signs out (or storage is cleared),
 * this tab's session ends at once, with its caches; when another user signs in there, this tab ends the
 * old session first and then takes up the new one. No tab goes on showing data its session no longer
 * may see. Returns the way to stop following.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || (event.key !== null && event.key !== STORAGE_KEYS.authToken)) return;
    const stored = localStorage.getItem(STORAGE_KEYS.authToken);
    if (stored === useSessionStore.getState().token) return;
    // A logout there has dropped the drafts already (the storage is shared); here the session only ends.
    endSessionHere('ended');
    if (stored !== null) restoreSession();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export const getSessionToken = (): string | null => useSessionStore.getState().token;
