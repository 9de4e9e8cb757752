import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';

export const NEW_VERSION_TEXT = 'A new version is available';

/**
 * Offers the reload that runs the newly deployed build. Stays until used or closed: a reload at any
 * later time runs the new build all the same.
 */
export default function NewVersionPrompt({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={NEW_VERSION_TEXT}
      action={
        <>
          <Button color="inherit" size="small" onClick={reload}>
            Reload
          </Button>
          <IconButton color="inherit" size="small" aria-label="Close" onClick={() => setOpen(false)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
