import { useMemo } from 'react';
import { create } from 'zustand';
import type { MessageTone } from './messageTone';

/** The toast store: no UI here, so that code outside the layout can clear toasts without loading MUI's Snackbar. */
type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

interface ToastState {
  current: Toast | null;
  show: (message: string, severity: ToastSeverity) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** UI state only: the one toast on screen (a new one replaces it). */
export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (message, severity) => set({ current: { id: nextId++, message, severity } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

/** Drops any toast on screen (on sign-out, so nothing of one session shows in the next). */
export function clearToasts(): void {
  useToastStore.setState({ current: null });
}

/** Shows a toast in a tone of ruling 32: success green, error red, a refusal or notice amber. Stable across renders. */
export function useToast() {
  const show = useToastStore((s) => s.show);
  return useMemo(
    () => ({
      success: (message: string) => show(message, 'success'),
      error: (message: string) => show(message, 'error'),
      notice: (message: string) => show(message, 'warning'),
      /** A message in its tone: what the write core tells through. */
      tell: (message: string, tone: MessageTone) => show(message, tone === 'notice' ? 'warning' : tone),
    }),
    [show],
  );
}

