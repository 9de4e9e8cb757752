import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage';

/** Which colours the app shows: the system's choice (light or dark, as the device is set) until the user picks one. */
export type ThemeMode = 'system' | 'light' | 'dark';

export const THEME_MODES: readonly ThemeMode[] = ['system', 'light', 'dark'];

export function isThemeMode(value: unknown): value is ThemeMode {
  return THEME_MODES.includes(value as ThemeMode);
}

interface UiPreferences {
  /** Whether the sidebar is open on wide screens; narrow screens always start closed. */
  sidebarOpenOnWide: boolean;
  setSidebarOpenOnWide: (open: boolean) => void;
  themeMode: ThemeMode;
  setThemeMode: (mode: ThemeMode) => void;
}

export const useUiPreferences = create<UiPreferences>()(
  persist(
    (set) => ({
      sidebarOpenOnWide: true,
      setSidebarOpenOnWide: (open) => set({ sidebarOpenOnWide: open }),
      themeMode: 'system',
      setThemeMode: (mode) => set({ themeMode: mode }),
    }),
    {
      name: STORAGE_KEYS.uiPreferences,
      // Only the preferences themselves are kept; a stored value that is not one of them is left out.
      merge: (stored, current) => {
        const { sidebarOpenOnWide, themeMode } = (stored ?? {}) as Partial<Record<keyof UiPreferences, unknown>>;
        return {
          ...current,
          ...(typeof sidebarOpenOnWide === 'boolean' && { sidebarOpenOnWide }),
          ...(isThemeMode(themeMode) && { themeMode }),
        };
      },
      partialize: ({ sidebarOpenOnWide, themeMode }) => ({ sidebarOpenOnWide, themeMode }),
    },
  ),
);
