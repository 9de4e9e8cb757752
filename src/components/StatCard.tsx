import { createContext, useContext, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatCount } from '@/lib/indianNumbers';

/**
 * How far a grid's figures are known: `known`; `unknown` ('—': until some of its load is in, a ₹0.00 or
 * a 0 would be a false statement); or partial, the figure over what has loaded, marked as such: `loading`
 * (more is coming: 'so far', busy) or `incomplete` (the load finished with parts missing).
 */
export type FiguresState = 'known' | 'unknown' | 'loading' | 'incomplete';

const Figures = createContext<FiguresState>('known');

/** What a card shows for a figure that is not known (yet). */
export const UNKNOWN_FIGURE = '—';

/** The caption under a partial figure. */
export const PARTIAL_NOTES: Record<'loading' | 'incomplete', string> = { loading: 'so far', incomplete: 'incomplete' };

/** The note under a figure whose read failed (ruling 36): not 0, not empty, but not loaded. */
export const NOT_LOADED_NOTE = 'Not loaded';

/** A failed read behind one card: how to read it again, and whether that is under way. */
export interface NotLoaded {
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A figure with its label; a count is written the Indian way (1,23,456); nothing known shows '—'. A
 * figure whose read failed (`notLoaded`) shows '—' with 'Not loaded' and Retry, never a 0. A figure whose
 * own read is still on its way (`loading`) shows the card's frame with a placeholder, busy.
 */
export function StatCard({ label, value, notLoaded, loading = false }: { label: string; value: ReactNode; notLoaded?: NotLoaded; loading?: boolean }) {
  const grid = useContext(Figures);
  const state: FiguresState = loading ? 'loading' : notLoaded || value === null || value === undefined ? 'unknown' : grid;
  const partial = !loading && (state === 'loading' || state === 'incomplete');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} role="group" aria-label={label} aria-busy={state === 'loading' || undefined}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {/* A crore in rupees (₹21,96,160.00) must fit half a phone's width. */}
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.5rem' }, overflowWrap: 'anywhere', color: partial ? 'text.secondary' : undefined }}
      >
        {loading ? <Skeleton width="60%" /> : state === 'unknown' ? UNKNOWN_FIGURE : typeof value === 'number' ? formatCount(value) : value}
      </Typography>
      {partial && (
        <Typography variant="caption" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {PARTIAL_NOTES[state]}
        </Typography>
      )}
      {notLoaded && (
        <Typography variant="caption" color="error" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          {NOT_LOADED_NOTE}
          <Button size="small" color="inherit" onClick={notLoaded.onRetry} disabled={notLoaded.retrying} aria-label={`Retry ${label}`} sx={{ minWidth: 0, py: 0 }}>
            {notLoaded.retrying ? 'Retrying...' : 'Retry'}
          </Button>
        </Typography>
      )}
    </Paper>
  );
}

/**
 * A responsive row of stat cards: two across on phones, up to four on wide screens. `known={false}`
 * while the figures' load is running or failed: every card shows '—'. `figures` says more: a figure
 * over part of the load is shown marked 'so far' (still loading) or 'incomplete' (parts failed).
 */
export function StatGrid({ children, known = true, figures }: { children: ReactNode; known?: boolean; figures?: FiguresState }) {
  return (
    <Paper
      elevation={0}
      sx={{ display: 'grid', gap: 2, mb: 3, bgcolor: 'transparent', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <Figures.Provider value={figures ?? (known ? 'known' : 'unknown')}>{children}</Figures.Provider>
    </Paper>
  );
}
