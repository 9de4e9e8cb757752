import { createContext, useContext, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Whether the figures of a grid are known: until its load completes, a ₹0.00 or a 0 would be a false statement. */
const FiguresKnown = createContext(true);

/** What a card shows for a figure that is not known (yet). */
export const UNKNOWN_FIGURE = '—';

/** A figure with its label; a count is written the Indian way (1,23,456); nothing known shows '—'. */
export function StatCard({ label, value }: { label: string; value: ReactNode }) {
  const known = useContext(FiguresKnown) && value !== null && value !== undefined;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {/* A crore in rupees (₹21,96,160.00) must fit half a phone's width. */}
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}>
        {!known ? UNKNOWN_FIGURE : typeof value === 'number' ? value.toLocaleString('en-IN') : value}
      </Typography>
    </Paper>
  );
}

/**
 * A responsive row of stat cards: two across on phones, up to four on wide screens. `known={false}`
 * while the figures' load is running or failed: every card shows '—'.
 */
export function StatGrid({ children, known = true }: { children: ReactNode; known?: boolean }) {
  return (
    <Paper
      elevation={0}
      sx={{ display: 'grid', gap: 2, mb: 3, bgcolor: 'transparent', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <FiguresKnown.Provider value={known}>{children}</FiguresKnown.Provider>
    </Paper>
  );
}
