import { useId, type FormEventHandler, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useIsNarrow } from './useIsNarrow';

/**
 * The one edit dialog: a titled form with its failure message, Cancel and Save Changes. While it saves,
 * it cannot be closed and its buttons lock; on a phone it takes the whole screen.
 */
export function FormDialog({
  title,
  busy,
  failure,
  onDismissFailure,
  onClose,
  onSubmit,
  maxWidth = 'sm',
  children,
}: {
  title: string;
  busy: boolean;
  failure: string;
  onDismissFailure?: () => void;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}) {
  const titleId = useId();
  const fullScreen = useIsNarrow();
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {failure && (
            <Alert severity="error" onClose={onDismissFailure}>
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>{children}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
