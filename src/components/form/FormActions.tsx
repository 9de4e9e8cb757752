import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * Cancel and submit, the same on every form: while the write runs Cancel locks and the submit button
 * names what it is doing; once the form is `locked` (saving, or done) it cannot be sent again.
 */
export function FormActions({
  busy,
  locked = busy,
  submitLabel,
  busyLabel,
  spinner = false,
  onCancel,
  children,
}: {
  busy: boolean;
  locked?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** A spinner in the submit button while it runs. */
  spinner?: boolean;
  /** No Cancel button without it. */
  onCancel?: () => void;
  /** Where the buttons sit: a dialog passes its own actions row. */
  children?: (buttons: ReactNode) => ReactNode;
}) {
  const buttons = (
    <>
      {onCancel && (
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={locked}
        startIcon={spinner && busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
  if (children) return children(buttons);
  return <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 1 }}>{buttons}</Box>;
}
