/** Dates as the spec shows them: day/month/year (en-GB), or dd-mm-yyyy where a screen types them. */

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * '05/01/2026' as the en-GB date format writes a day, by the app itself for the years a screen shows: a
 * page's first `Intl` format loads the browser's locale data (indianNumbers.ts), which the dashboard paid
 * during its boot when this module made its formats. Other years go to the browser's format, made on first use.
 */
let otherYears: Intl.DateTimeFormat | undefined;
function dayMonthYear(date: Date): string {
  const year = date.getFullYear();
  if (year >= 1000 && year <= 9999) return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${year}`;
  otherYears ??= new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
  return otherYears.format(date);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What a date field shows when it holds nothing: the app's usual blank. */
export const NO_DATE = '—';

/** Whether day, month and year name a real calendar day (not 30 February). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/**
 * What a value that is not a date shows: its own text, as stored, so that it can be recognised and
 * corrected (02 §8 allows the raw value), or the blank when there is no text.
 */
function notADate(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : NO_DATE;
}

/**
 * '05/01/2026'; '—' when there is none; a value that is not a real date as it is written. A date-only value
 * ('2026-01-05') is that calendar day itself, not UTC midnight, which would show the day before west of
 * Greenwich.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return NO_DATE;
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
  if (dateOnly) return isCalendarDay(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])) ? `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}` : notADate(value);
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? notADate(value) : dayMonthYear(date);
}

/** '05-01-2026': day-month-year with dashes, where a screen shows dates as dd-mm-yyyy (02 §2); otherwise as formatDate. */
export function formatDashedDate(value: string | number | Date | null | undefined): string {
  const shown = formatDate(value);
  return /^\d{2}\/\d{2}\/\d+$/.test(shown) && !(typeof value === 'string' && value.trim() === shown) ? shown.replace(/\//g, '-') : shown;
}

/** The yyyy-mm-dd a date input needs, from a date-only or full ISO value; '' when there is none. */
export function toDateInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? '';
}

/** Today as yyyy-mm-dd in local time, for date inputs; '' when `now` is not a date. */
export function todayIso(now: Date = new Date()): string {
  if (Number.isNaN(now.getTime())) return '';
  return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}

const DAY_MONTH_YEAR = /^(\d{2})[-/.](\d{2})[-/.](\d{4})$/;

/**
 * A date a screen keeps as typed, dd-mm-yyyy (a bill's date and due date), shown as it is stored; one written
 * with slashes or dots reads day first too. An ISO value shows as dd-mm-yyyy; none shows '—'; anything that
 * is not a real calendar date shows as it is written (02 §8: 'Invalid Date' or the raw value).
 */
export function formatStoredDate(value: string | null | undefined): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const parts = DAY_MONTH_YEAR.exec(text);
  if (!parts) return formatDashedDate(text);
  return isCalendarDay(Number(parts[3]), Number(parts[2]), Number(parts[1])) ? `${parts[1]}-${parts[2]}-${parts[3]}` : text;
}

/** '14:05', as the en-GB 24-hour format writes a time. */
const hourMinute = (date: Date) => `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;

/** When data was read: '14:05' on the same day as `now`, else '12/03/2026 14:05'; '' for a time that is not one. */
export function formatReadTime(at: number | Date, now: Date = new Date()): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const time = hourMinute(date);
  return date.toDateString() === now.toDateString() ? time : `${dayMonthYear(date)} ${time}`;
}

/**
 * A date as yyyy-mm-dd for an exported file: a date-only value is that day, dd-mm-yyyy (a bill's dates)
 * is read day first, a moment (an ISO time, a number, a Date) is its local calendar day; '' when there is
 * none, and a value that is not a date as it is written.
 */
export function isoDay(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return '';
    // A date-only value is written as it is: that day, or (not a real day) the text as it is written.
    if (DATE_ONLY.test(text)) return text;
    const dayFirst = DAY_MONTH_YEAR.exec(text);
    if (dayFirst) return isCalendarDay(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])) ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}` : text;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value).trim() : todayIso(date);
}

/** A moment's local time as HH:mm (24-hour) for an exported file; '' when it is not a moment. */
export function isoTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : hourMinute(date);
}
