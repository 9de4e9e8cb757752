import Chip from '@mui/material/Chip';

const COLOURS: Record<string, 'success' | 'info' | 'warning'> = {
  New: 'success',
  Unopened: 'info',
  Used: 'warning',
};

/** The condition badge (02 §4): New green, Unopened blue, Used amber; an unknown condition plain. */
export function ConditionChip({ condition }: { condition: string }) {
  return <Chip size="small" label={condition || '—'} color={COLOURS[condition] ?? 'default'} variant={COLOURS[condition] ? 'filled' : 'outlined'} />;
}
