import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function StatCard({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {/* A crore in rupees (₹21,96,160.00) must fit half a phone's width. */}
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** A responsive row of stat cards: two across on phones, up to four on wide screens. */
export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <Paper
      elevation={0}
      sx={{ display: 'grid', gap: 2, mb: 3, bgcolor: 'transparent', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {children}
    </Paper>
  );
}
