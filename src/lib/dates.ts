/** Dates as the spec shows them: day/month/year (en-GB), or dd-mm-yyyy where a screen types them. */

const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** '05/01/2026'; 'Invalid Date' for a value that is not a date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : dayMonthYear.format(date);
}

/** Today as yyyy-mm-dd in local time, for date inputs. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
