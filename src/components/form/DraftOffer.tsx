import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatReadTime } from '@/lib/dates';

/** What the offer needs of a draft: when it was kept, and the two answers. */
export interface OfferedDraft {
  offeredAt: number | null;
  restore: () => void;
  discard: () => void;
}

/** The line at the top of a form whose unsaved changes were kept: Restore or Discard them. */
export function DraftOffer({ draft, disabled = false }: { draft: OfferedDraft | undefined; disabled?: boolean }) {
  if (!draft || draft.offeredAt === null) return null;
  return (
    <Alert
      severity="info"
      sx={{ gridColumn: '1 / -1', alignItems: 'center' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={draft.restore} disabled={disabled}>
            Restore
          </Button>
          <Button color="inherit" size="small" onClick={draft.discard} disabled={disabled}>
            Discard
          </Button>
        </Stack>
      }
    >
      {`Restore your unsaved changes from ${formatReadTime(draft.offeredAt)}?`}
    </Alert>
  );
}
