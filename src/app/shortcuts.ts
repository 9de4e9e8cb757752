/**
 * The keyboard shortcuts of the signed-in app (issue 22): '?' lists them, '/' focuses the screen's search
 * box, 'g' then a letter opens a section of the sidebar, Esc closes a dialog (MUI's dialogs and menus close
 * on Esc themselves). Keys typed into a field, or inside a dialog or a menu, are theirs, not shortcuts.
 */
import { GO_SHORTCUT_WINDOW_MS } from '@/config/constants';
import type { PermissionHolder } from '@/lib/permissions';
import { sidebarLinksFor } from './navigation';

export interface GoShortcut {
  letter: string;
  path: string;
  label: string;
}

/** 'g' + letter targets for this user: the sidebar's links (the route table's letters), so only what they may open. */
export function goShortcutsFor(user: PermissionHolder | null | undefined): GoShortcut[] {
  return sidebarLinksFor(user).map((link) => ({ letter: link.shortcut, path: link.path, label: link.label }));
}

/** The shortcuts that do not depend on the user, as the '?' dialog lists them. */
export const GENERAL_SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['?'], action: 'Show keyboard shortcuts' },
  { keys: ['/'], action: 'Search this screen' },
  { keys: ['Esc'], action: 'Close a dialog or menu' },
];

/** The key that starts a 'go to' shortcut. */
export const GO_KEY = 'g';

export interface ShortcutActions {
  showHelp: () => void;
  /** Focuses the screen's search box; false when the screen has none. */
  focusSearch: () => boolean;
  /** Opens the section of this letter; false when the user has none by it. */
  go: (letter: string) => boolean;
}

const TEXT_ENTRY = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/** Where typed letters already mean something: a field, or a dialog, menu or list box that has the focus. */
const KEYS_BELONG_ELSEWHERE = `${TEXT_ENTRY}, [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="combobox"]`;

function keysBelongElsewhere(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(KEYS_BELONG_ELSEWHERE) !== null;
}

/**
 * A keydown handler for the whole document. After 'g' it waits `windowMs` for the section's letter; any
 * other key, Esc, or the time running out ends the wait.
 */
export function createShortcutHandler(actions: ShortcutActions, windowMs = GO_SHORTCUT_WINDOW_MS) {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const stopWaiting = () => {
    clearTimeout(waiting);
    waiting = undefined;
  };

  const handle = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || event.repeat) return;
    if (['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'].includes(event.key)) return;
    const wasWaiting = waiting !== undefined;
    stopWaiting();
    if (event.key === 'Escape' || event.ctrlKey || event.metaKey || event.altKey || keysBelongElsewhere(event.target)) return;

    if (wasWaiting) {
      if (actions.go(event.key.toLowerCase())) event.preventDefault();
      return;
    }
    if (event.key === '?') {
      event.preventDefault();
      actions.showHelp();
    } else if (event.key === '/') {
      // Prevented only when a box took the focus: else the browser keeps its own use of the key.
      if (actions.focusSearch()) event.preventDefault();
    } else if (event.key === GO_KEY) {
      waiting = setTimeout(stopWaiting, windowMs);
    }
  };

  return { handle, dispose: stopWaiting };
}
