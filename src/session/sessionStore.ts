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

/** Ends the session without the user asking (a rejected token, a deactivated account): their drafts stay. */
export function endSession(reason: SignOutReason = 'ended'): void {
  clearStoredSession();
  const wasSignedIn = useSessionStore.getState().status !== 'signedOut';
  useSessionStore.setState(signedOut);
  if (wasSignedIn) signOutListeners.forEach((listener) => listener(reason));
}

/** The user's own logout (the user menu): their drafts go with the session. */
export function logOut(): void {
  endSession('logout');
}

export const getSessionToken = (): string | null => useSessionStore.getState().token;
