import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormActions } from './form/FormActions';
import { useSubmitOnce } from './form/useSubmitOnce';
import { useIsNarrow } from './useIsNarrow';

/**
 * The one edit dialog: a titled form with its failure message, Cancel and Save Changes. While it saves,
 * it cannot be closed, its buttons lock and a second submit is dropped; a failure keeps what was typed.
 * On a phone it takes the whole screen.
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
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}) {
  const titleId = useId();
  const fullScreen = useIsNarrow();
  const submit = useSubmitOnce(onSubmit);
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-label={title}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {failure && (
            <Alert severity="error" onClose={onDismissFailure}>
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>{children}</Box>
        </DialogContent>
        <FormActions busy={busy} submitLabel="Save Changes" busyLabel="Saving..." onCancel={onClose}>
          {(buttons) => <DialogActions>{buttons}</DialogActions>}
        </FormActions>
      </Box>
    </Dialog>
  );
}
