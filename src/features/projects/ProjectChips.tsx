import { ToneChip, type ChipTone } from '@/components/ToneChip';

const STATUS_COLOURS: Record<string, ChipTone> = {
  pending: 'warning',
  planning: 'info',
  'on progress': 'primary',
  completed: 'success',
  cancelled: 'error',
  canceled: 'error',
};

const PRIORITY_COLOURS: Record<string, ChipTone> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
};

export function ProjectStatusChip({ status }: { status: string }) {
  return <ToneChip label={status || '—'} tone={STATUS_COLOURS[status.toLowerCase()]} />;
}

export function ProjectPriorityChip({ priority }: { priority: string }) {
  return <ToneChip outlined label={priority || '—'} tone={PRIORITY_COLOURS[priority.toLowerCase()]} />;
}
