import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage';

interface UiPreferences {
  /** Whether the sidebar is open on wide screens; narrow screens always start closed. */
  sidebarOpenOnWide: boolean;
  setSidebarOpenOnWide: (open: boolean) => void;
}

export const useUiPreferences = create<UiPreferences>()(
  persist(
    (set) => ({
      sidebarOpenOnWide: true,
      setSidebarOpenOnWide: (open) => set({ sidebarOpenOnWide: open }),
    }),
    { name: STORAGE_KEYS.uiPreferences },
  ),
);
