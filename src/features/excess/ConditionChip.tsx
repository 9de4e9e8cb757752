import { ToneChip } from '@/components/ToneChip';

const COLOURS: Record<string, 'success' | 'info' | 'warning'> = {
  New: 'success',
  Unopened: 'info',
  Used: 'warning',
};

/** The condition badge (02 §4): New green, Unopened blue, Used amber; an unknown condition plain. */
export function ConditionChip({ condition }: { condition: string }) {
  return <ToneChip label={condition || '—'} tone={COLOURS[condition]} outlined={!COLOURS[condition]} />;
}
