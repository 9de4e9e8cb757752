import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DetailsBlock, DetailsDialog } from '@/components/DetailsDialog';
import { useSessionStore } from '@/session/sessionStore';
import { GENERAL_SHORTCUTS, GO_KEY, goShortcutsFor } from '../shortcuts';

function Key({ children }: { children: ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: '0.95em' }}
    >
      {children}
    </Box>
  );
}

/** Keys pressed one after the other: 'g then d'. */
function KeySequence({ keys }: { keys: readonly string[] }) {
  return keys.map((key, index) => (
    <Box component="span" key={key} sx={{ whiteSpace: 'nowrap' }}>
      {index > 0 && ' then '}
      <Key>{key}</Key>
    </Box>
  ));
}

function ShortcutTable({ label, rows }: { label: string; rows: readonly { keys: readonly string[]; action: string }[] }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ width: '40%' }}>
            Keys
          </TableCell>
          <TableCell component="th" scope="col">
            Action
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.action}>
            <TableCell>
              <KeySequence keys={row.keys} />
            </TableCell>
            <TableCell>{row.action}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The keyboard shortcuts, with the 'go to' letters of the sections this user may open. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const user = useSessionStore((s) => s.user);
  const goRows = goShortcutsFor(user).map(({ letter, label }) => ({ keys: [GO_KEY, letter], action: `Go to ${label}` }));
  return (
    <DetailsDialog title="Keyboard shortcuts" onClose={onClose}>
      <DetailsBlock title="Anywhere">
        <ShortcutTable label="Shortcuts anywhere" rows={GENERAL_SHORTCUTS} />
      </DetailsBlock>
      {goRows.length > 0 && (
        <DetailsBlock title="Go to a section">
          <ShortcutTable label="Go to a section" rows={goRows} />
        </DetailsBlock>
      )}
    </DetailsDialog>
  );
}
