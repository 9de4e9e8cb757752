import { formatDate } from '@/lib/dates';

/** A project date as day/month/year, or a dash when there is none. */
export function showProjectDate(value: string): string {
  return formatDate(value) || '—';
}
