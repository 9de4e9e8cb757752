import type { StorageManager } from '@mui/material/styles';
import { isThemeMode, useUiPreferences } from './uiStore';

/** The name under which MUI's theme provider asks for the mode (system, light or dark). */
export const THEME_MODE_STORAGE_KEY = 'themeMode';

/** Nothing kept: the app has one light and one dark scheme, so MUI's per-mode scheme choice stays at its default. */
const NOT_KEPT: ReturnType<StorageManager> = { get: (fallback: unknown) => fallback, set: () => {}, subscribe: () => () => {} };

/**
 * MUI's theme provider keeps the chosen mode through this: in the UI preferences (ruling 33), beside the
 * sidebar's, rather than under a key of its own. The store is read synchronously, so the first paint is
 * already in the chosen colours.
 */
export const themeModeStorage: StorageManager = ({ key }) => {
  if (key !== THEME_MODE_STORAGE_KEY) return NOT_KEPT;
  return {
    get: (fallback: unknown) => useUiPreferences.getState().themeMode ?? fallback,
    set: (value: unknown) => {
      if (isThemeMode(value)) useUiPreferences.getState().setThemeMode(value);
    },
    subscribe: (handler) =>
      useUiPreferences.subscribe((state, previous) => {
        if (state.themeMode !== previous.themeMode) handler(state.themeMode);
      }),
  };
};
