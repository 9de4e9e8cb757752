/** Browser-storage keys the specification names, and safe JSON access to them. */

/** Every form draft's key starts so: logout drops them all by it. */
export const DRAFT_KEY_PREFIX = 'draft:';

export const STORAGE_KEYS = {
  authToken: 'authToken',
  userData: 'userData',
  selectedProjectId: 'selectedProjectId',
  selectedItemId: 'selectedItemId',
  uiPreferences: 'uiPreferences',
  /** The New Purchase items of one project, kept on this device (ruling 23). */
  purchaseItems: (projectId: string) => `purchaseItems:${projectId}`,
  /** What one user typed in one form and has not saved yet (src/session/drafts.ts). */
  draft: (userId: string, name: string) => `${DRAFT_KEY_PREFIX}${userId}:${name}`,
} as const;

/** JSON text read safely: undefined when there is none or it is not JSON. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A stored text; null when there is none, or when storage is switched off in this browser. */
export function readStoredText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readJson<T>(key: string): T | null {
  const value = parseJson(localStorage.getItem(key));
  return value === undefined ? null : (value as T);
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
