import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import { useDialogFrame } from '../useDialogFrame';
import { ConflictNotes, useConflictNote } from './conflictNotes';
import type { SaveConflictView } from './useSaveConflict';

export const CONFLICT_TEXTS = {
  title: 'Record changed',
  message: 'This record was changed by someone else while you were editing it.',
  overwrite: 'Overwrite',
  reload: 'Reload',
} as const;

function SaveConflictDialog({ onOverwrite, onReload, onClose }: Omit<SaveConflictView, 'open' | 'notes'>) {
  const { titleId, frame } = useDialogFrame(onClose);
  return (
    <Dialog {...frame} maxWidth="xs">
      <DialogTitle id={titleId}>{CONFLICT_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{CONFLICT_TEXTS.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReload}>{CONFLICT_TEXTS.reload}</Button>
        <Button onClick={onOverwrite} color="warning" variant="contained">
          {CONFLICT_TEXTS.overwrite}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Around a form's fields: the conflict question when a save finds the record changed, and the 'Yours: …' notes after a Reload. */
export function SaveConflictGuard({ conflict, children }: { conflict: SaveConflictView; children: ReactNode }) {
  const { open, notes, ...choices } = conflict;
  return (
    <ConflictNotes.Provider value={notes}>
      {children}
      {open && <SaveConflictDialog {...choices} />}
    </ConflictNotes.Provider>
  );
}

/** The 'Yours: …' note of a field that is not a `FormTextField` (a list of rows, a set of checkboxes). */
export function ConflictNote({ name }: { name: string }) {
  const note = useConflictNote(name);
  return note ? <FormHelperText sx={{ mt: 0 }}>{note}</FormHelperText> : null;
}
