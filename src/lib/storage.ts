/** Browser-storage keys the specification names, and safe JSON access to them. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  userData: 'userData',
  selectedProjectId: 'selectedProjectId',
  selectedItemId: 'selectedItemId',
  uiPreferences: 'uiPreferences',
} as const;

export function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
