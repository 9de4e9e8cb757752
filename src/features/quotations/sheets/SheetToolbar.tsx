import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';

/** Add Row and Save All; both off without a selected item, and while a write runs. */
export function SheetToolbar({
  enabled,
  busy,
  onAddRow,
  onSaveAll,
  children,
}: {
  enabled: boolean;
  busy: boolean;
  onAddRow: () => void;
  onSaveAll: () => void;
  /** Extra controls, such as the measurement sheet's date. */
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      {children}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<AddIcon />} disabled={!enabled || busy} onClick={onAddRow}>
          Add Row
        </Button>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={!enabled || busy} onClick={onSaveAll}>
          Save All
        </Button>
      </Box>
    </Box>
  );
}
