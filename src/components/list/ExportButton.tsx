import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';

export const EXPORT_TEXTS = {
  button: 'Export CSV',
  /** Why the button waits while a list's rows are still arriving (a load in parts, or the first load). */
  waiting: 'Export is available once all rows have loaded',
} as const;

/**
 * 'Export CSV' over a list: disabled while there is nothing to export, and while rows are still loading,
 * with the reason shown beside it (and read with the button).
 */
export function ExportButton({ rowCount, loading, onExport }: { rowCount: number; loading: boolean; onExport: () => void }) {
  const reasonId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadIcon />}
        disabled={rowCount === 0 || loading}
        onClick={onExport}
        aria-describedby={loading ? reasonId : undefined}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {EXPORT_TEXTS.button}
      </Button>
      {loading && (
        <Typography id={reasonId} variant="caption" color="text.secondary">
          {EXPORT_TEXTS.waiting}
        </Typography>
      )}
    </Box>
  );
}
