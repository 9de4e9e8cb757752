import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@/config/constants';
import { useToastStore } from './toastStore';

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
