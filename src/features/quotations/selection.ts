import { STORAGE_KEYS } from '@/lib/storage';

/**
 * The project and quotation item the quotation screens work on, kept in localStorage (ruling 26) so
 * that the sheets know which item they show and the picker is restored on return.
 */
export const selection = {
  projectId: (): string | null => localStorage.getItem(STORAGE_KEYS.selectedProjectId),
  itemId: (): string | null => localStorage.getItem(STORAGE_KEYS.selectedItemId),
  setProjectId(id: string | null): void {
    if (id) localStorage.setItem(STORAGE_KEYS.selectedProjectId, id);
    else localStorage.removeItem(STORAGE_KEYS.selectedProjectId);
  },
  setItemId(id: string | null): void {
    if (id) localStorage.setItem(STORAGE_KEYS.selectedItemId, id);
    else localStorage.removeItem(STORAGE_KEYS.selectedItemId);
  },
};
