import { ToneChip } from '@/components/ToneChip';

/**
 * Pending is yellow (02 §4): the theme's warning is a dark amber, so the badge has a yellow of its own,
 * with dark text at 6.9:1 (WCAG AA asks 4.5:1).
 */
export const PENDING_YELLOW = { background: '#fde047', text: '#713f12' } as const;

const COLOURS = { Paid: 'success', Overdue: 'error' } as const;

/** The status badge (02 §4): Paid green, Pending yellow, Overdue red; any other status as it came, in grey. */
export function BillStatusChip({ status }: { status: string }) {
  if (status === 'Pending') return <ToneChip label={status} colours={PENDING_YELLOW} />;
  const color = status in COLOURS ? COLOURS[status as keyof typeof COLOURS] : 'default';
  return <ToneChip label={status || '—'} tone={color} />;
}
