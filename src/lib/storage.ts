/** Browser-storage keys the specification names, and safe JSON access to them. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  userData: 'userData',
  selectedProjectId: 'selectedProjectId',
  selectedItemId: 'selectedItemId',
  uiPreferences: 'uiPreferences',
  /** The New Purchase items of one project, kept on this device (ruling 23). */
  purchaseItems: (projectId: string) => `purchaseItems:${projectId}`,
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
