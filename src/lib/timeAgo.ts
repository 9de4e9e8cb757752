import { plural } from './plural';
import { formatDate } from './dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an activity happened: 'Just now', 'n minutes ago', 'n hours ago', 'n days ago' (under
 * 7 days), 'n weeks ago' (under 30 days), otherwise the date; 'Recently' when missing or invalid.
 */
export function timeAgo(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return 'Recently';
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return 'Recently';
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${plural(Math.floor(elapsed / MINUTE), 'minute')} ago`;
  if (elapsed < DAY) return `${plural(Math.floor(elapsed / HOUR), 'hour')} ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return `${plural(days, 'day')} ago`;
  if (days < 30) return `${plural(Math.floor(days / 7), 'week')} ago`;
  return formatDate(at);
}
