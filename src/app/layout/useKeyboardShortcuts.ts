import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { focusScreenSearch } from '@/components/screenSearch';
import { useSessionStore } from '@/session/sessionStore';
import { createShortcutHandler, goShortcutsFor } from '../shortcuts';

/** Listens for the keyboard shortcuts (../shortcuts.ts) while the signed-in layout is shown. */
export function useKeyboardShortcuts(showHelp: () => void): void {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const onHelp = useEffectEvent(showHelp);
  const go = useEffectEvent((letter: string) => {
    const target = goShortcutsFor(user).find((shortcut) => shortcut.letter === letter);
    if (target) void navigate(target.path);
    return !!target;
  });

  useEffect(() => {
    const shortcuts = createShortcutHandler({ showHelp: () => onHelp(), focusSearch: () => focusScreenSearch(), go: (letter) => go(letter) });
    document.addEventListener('keydown', shortcuts.handle);
    return () => {
      document.removeEventListener('keydown', shortcuts.handle);
      shortcuts.dispose();
    };
  }, []);
}
