import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@/config/constants';
import { useToastStore } from './toastStore';

/**
 * Shows toasts at the top right for 3 s; mounted once in the layout. Each toast gets a fresh node at the
 * end of the page: an open dialog hides what was there before it from screen readers, not what comes later,
 * so a toast about the dialog's own action is still announced.
 */
export function ToastHost() {
  const toast = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  if (!toast) return null;
  return (
    <Portal key={toast.id}>
      <Snackbar
        open
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') dismiss(toast.id);
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Alert severity={toast.severity} variant="filled" onClose={() => dismiss(toast.id)} sx={{ width: '100%' }}>
          {toast.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
