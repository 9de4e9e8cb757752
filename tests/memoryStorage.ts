import type { PersistStorage } from '@/app/persistedLines';

/** A storage in memory, standing in for IndexedDB (jsdom has none), that survives an unmount like the browser's. */
export function memoryStorage(): PersistStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: async (key) => entries.get(key) ?? null,
    setItem: async (key, value) => void entries.set(key, value),
    removeItem: async (key) => void entries.delete(key),
    keys: async () => [...entries.keys()],
  };
}
