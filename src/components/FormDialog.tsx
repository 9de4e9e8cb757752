import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FieldValues } from 'react-hook-form';
import { FormActions } from './form/FormActions';
import { DraftOffer } from './form/DraftOffer';
import { FormBanner } from './form/FormBanner';
import { FormReadErrors, formReadsFailed } from './form/formReads';
import type { FormSubmitProps } from './form/formSubmitProps';
import { SaveConflictGuard } from './form/SaveConflictGuard';
import { useSubmitFlow } from './form/useSubmitFlow';
import { useDialogFrame } from './useDialogFrame';

export interface FormDialogProps<Values extends FieldValues, Result> extends Omit<FormSubmitProps<Values, Result>, 'onCancel'> {
  title: string;
  /** Cancel, Escape, and what follows a success or an edit that changed nothing. */
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
}

/**
 * The one edit dialog: the form card's props in a titled dialog, sent through the same submit flow.
 * A success is told in a toast (by default) and closes the dialog; a failure shows in the dialog and
 * keeps what was typed. While it saves it cannot be closed. On a phone it takes the whole screen. A form
 * that keeps a draft offers it back at the top; a save, Cancel or Escape drops it.
 */
export function FormDialog<Values extends FieldValues, Result>({
  title,
  onClose,
  maxWidth = 'sm',
  handleSubmit,
  submitLabel = 'Save Changes',
  busyLabel = 'Saving...',
  spinner,
  canSubmit = true,
  reads,
  dismissableErrors = true,
  children,
  successIn = 'toast',
  onSaved,
  onUnchanged,
  ...flowOptions
}: FormDialogProps<Values, Result>) {
  const { draft } = handleSubmit;
  const held = formReadsFailed(reads);
  /** Cancel and Escape drop the draft as a save does. */
  const close = () => {
    draft?.clear();
    onClose();
  };
  const flow = useSubmitFlow<Values, Result>({
    ...flowOptions,
    draft,
    held,
    successIn,
    onUnchanged: onUnchanged ?? close,
    onSaved: async (result, values) => {
      await onSaved?.(result, values);
      onClose();
    },
  });
  const { titleId, frame } = useDialogFrame(flow.busy ? undefined : close);
  return (
    <Dialog {...frame} maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={flow.onSubmitWith(handleSubmit)} aria-label={title} aria-busy={flow.busy}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <DraftOffer draft={draft} disabled={flow.locked} />
          <FormBanner message={flow.banner} onClose={dismissableErrors ? flow.dismissBanner : undefined} />
          <FormReadErrors reads={reads} />
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <SaveConflictGuard conflict={flow.conflict}>{children(flow.locked)}</SaveConflictGuard>
          </Box>
        </DialogContent>
        <FormActions busy={flow.busy} locked={flow.locked || !canSubmit || held} submitLabel={submitLabel} busyLabel={busyLabel} spinner={spinner} onCancel={close}>
          {(buttons) => <DialogActions>{buttons}</DialogActions>}
        </FormActions>
      </Box>
    </Dialog>
  );
}
