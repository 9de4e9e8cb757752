import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ListScrollArea } from './list/ListScrollArea';
import { useDialogFrame } from './useDialogFrame';

/**
 * A read-only view of one record or of many: a titled dialog (full screen on a phone) with Close, whose
 * content is made of `DetailsBlock`s of `DetailFields`, or a list, and `actions` of its own beside Close. A `large` one takes most of the screen;
 * a list in it scrolls with the dialog's content and still draws only the rows on screen.
 */
export function DetailsDialog({
  title,
  onClose,
  large = false,
  actions,
  children,
}: {
  title: string;
  onClose: () => void;
  large?: boolean;
  /** What the dialog offers beside Close (a download): set after Close, the main action last. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { titleId, fullScreen, frame } = useDialogFrame(onClose);
  return (
    <Dialog
      {...frame}
      maxWidth={large ? 'xl' : 'sm'}
      slotProps={large && !fullScreen ? { paper: { sx: { height: '90vh' } } } : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <ListScrollArea>
        {(ref, ready) => (
          // Focusable, so that a keyboard can scroll content with nothing to tab to.
          <DialogContent dividers ref={ref} tabIndex={0} sx={{ px: { xs: 2, sm: 3 } }}>
            {ready && children}
          </DialogContent>
        )}
      </ListScrollArea>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
}

type DetailField = readonly [string, ReactNode];

/** A block of the details: a heading that names the region, then its label and value `fields`, or content of its own. */
export function DetailsBlock({ title, fields, children }: { title: string; fields?: readonly DetailField[]; children?: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2, '&:last-child': { mb: 0 } }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {fields && <DetailFields fields={fields} />}
      {children}
    </Box>
  );
}

/** Label and value pairs as a description list; an empty value shows a dash. Values are rendered as text or nodes, never markup. */
export function DetailFields({ fields }: { fields: readonly DetailField[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
