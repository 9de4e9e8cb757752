import Chip from '@mui/material/Chip';

const COLOURS = { Paid: 'success', Pending: 'warning', Overdue: 'error' } as const;

/** The status badge (02 §4): Paid green, Pending yellow, Overdue red; any other status as it came, in grey. */
export function BillStatusChip({ status }: { status: string }) {
  const color = status in COLOURS ? COLOURS[status as keyof typeof COLOURS] : 'default';
  return <Chip size="small" label={status || '—'} color={color} />;
}
