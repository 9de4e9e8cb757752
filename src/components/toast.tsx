import { create } from 'zustand';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@/config/constants';

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
const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (message, severity) => set({ current: { id: nextId++, message, severity } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

/** Drops any toast on screen (on sign-out, so nothing of one session shows in the next). */
export function clearToasts(): void {
  useToastStore.setState({ current: null });
}

export function useToast() {
  const show = useToastStore((s) => s.show);
  return {
    success: (message: string) => show(message, 'success'),
    error: (message: string) => show(message, 'error'),
  };
}

/** Shows toasts at the top right for 3 s; mounted once in the layout. */
export function ToastHost() {
  const toast = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <Snackbar
      key={toast?.id}
      open={!!toast}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway' && toast) dismiss(toast.id);
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {toast ? (
        <Alert severity={toast.severity} variant="filled" onClose={() => dismiss(toast.id)} sx={{ width: '100%' }}>
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
