import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PATHS } from '@/config/paths';

/** The three sheets of a quotation item, in the order the list shows their buttons. */
export const SHEET_LINKS = [
  { label: 'M Sheet', path: PATHS.measurementSheet },
  { label: 'Material', path: PATHS.materialSheet },
  { label: 'Labor', path: PATHS.labourSheet },
] as const;

export type SheetPath = (typeof SHEET_LINKS)[number]['path'];

export function SheetLinks({ itemLabel, onOpen }: { itemLabel: string; onOpen: (path: SheetPath) => void }) {
  return (
    <Box role="group" aria-label={`Sheets of ${itemLabel}`} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {SHEET_LINKS.map((link) => (
        <Button key={link.path} size="small" variant="outlined" onClick={() => onOpen(link.path)} sx={{ whiteSpace: 'nowrap' }}>
          {link.label}
        </Button>
      ))}
    </Box>
  );
}
