import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The three sheets of a quotation item, in the order the list shows their buttons. */
export const SHEET_LINKS = [
  { label: 'M Sheet', path: '/quotation-msheet' },
  { label: 'Material', path: '/quotation-material' },
  { label: 'Labor', path: '/quotation-labour' },
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
