import Chip, { type ChipProps } from '@mui/material/Chip';

type ChipColour = ChipProps['color'];

const STATUS_COLOURS: Record<string, ChipColour> = {
  pending: 'warning',
  planning: 'info',
  'on progress': 'primary',
  completed: 'success',
  cancelled: 'error',
  canceled: 'error',
};

const PRIORITY_COLOURS: Record<string, ChipColour> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
};

export function ProjectStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status || '—'} color={STATUS_COLOURS[status.toLowerCase()] ?? 'default'} />;
}

export function ProjectPriorityChip({ priority }: { priority: string }) {
  return <Chip size="small" variant="outlined" label={priority || '—'} color={PRIORITY_COLOURS[priority.toLowerCase()] ?? 'default'} />;
}
