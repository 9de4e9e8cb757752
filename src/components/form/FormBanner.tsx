import Alert from '@mui/material/Alert';
import type { FormMessage } from './useSubmitFlow';

/** The line above a form's fields: its success, failure or refusal. */
export function FormBanner({ message, onClose }: { message: FormMessage | null; onClose?: () => void }) {
  if (!message) return null;
  return (
    <Alert severity={message.severity} sx={{ gridColumn: '1 / -1' }} onClose={message.severity === 'error' ? onClose : undefined}>
      {message.text}
    </Alert>
  );
}
