/**
 * Form drafts: what a signed-in user typed and has not saved yet, kept in localStorage so that a reload,
 * a crash or a session ended by the server does not lose it.
 *
 * - Key: `draft:{user id}:{form}` (`draft:{user id}:{form}:{record id}` for an edit), so another user
 *   never reads them.
 * - Kept: `{ savedAt, values }`; never a password or a file (`keepable`).
 * - Dropped: by the form on a successful save or Cancel; all of them at the user's own logout
 *   (`clearAllDrafts`, wired in app/session.ts). A session ended by a 401 keeps them for its user.
 */
import { DRAFT_KEY_PREFIX, parseJson, readStoredText, STORAGE_KEYS } from '@/lib/storage';
import { useSessionStore } from './sessionStore';

/** A form's draft name: the form alone (an add form), or the form then what it belongs to (the record it edits). */
export type DraftName = string | readonly [form: string, ...scope: string[]];

export interface StoredDraft<Values> {
  /** When it was written (ms since the epoch). */
  savedAt: number;
  values: Values;
}

/** The signed-in user's key for this draft; null when nobody is signed in. */
export function draftKeyFor(name: DraftName): string | null {
  const user = useSessionStore.getState().user;
  const userId = user && (user._id || user.email);
  if (!userId) return null;
  return STORAGE_KEYS.draft(userId, typeof name === 'string' ? name : name.join(':'));
}

function isStoredDraft(value: unknown): value is StoredDraft<unknown> {
  const draft = value as StoredDraft<unknown> | null;
  return !!draft && typeof draft === 'object' && typeof draft.savedAt === 'number' && 'values' in draft;
}

export function readDraft<Values>(key: string): StoredDraft<Values> | null {
  const value = parseJson(readStoredText(key));
  return isStoredDraft(value) ? (value as StoredDraft<Values>) : null;
}

/** Writes the draft; a full or switched-off storage only means the draft is not kept. */
export function writeDraft(key: string, values: unknown, savedAt = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt, values }));
  } catch {
    // Nothing to tell the user: the form itself still holds what was typed.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As in writeDraft.
  }
}

/** Every user's drafts on this device (the user's own logout). */
export function clearAllDrafts(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(DRAFT_KEY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // As in writeDraft.
  }
}

const SECRET_FIELD = /password/i;

/**
 * What of a form's values may be kept: a field named like a password (password, confirmPassword) and a
 * file (File, Blob) are left out, at any depth.
 */
export function keepable(value: unknown): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
  if (Array.isArray(value)) return value.map((item) => keepable(item) ?? null);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const kept: Record<string, unknown> = {};
    for (const [field, inner] of Object.entries(value)) {
      if (SECRET_FIELD.test(field)) continue;
      const shown = keepable(inner);
      if (shown !== undefined) kept[field] = shown;
    }
    return kept;
  }
  return value;
}
