/** Dates typed as dd-mm-yyyy (the bill form): parsing that refuses days the calendar does not have, and adding days. */

const DASHED = /^(\d{2})-(\d{2})-(\d{4})$/;
const DAY_MS = 86_400_000;

/** The calendar day a dd-mm-yyyy text names, as UTC midnight; null when it is not that form or not a real day (31-02-2026). */
export function parseDashedDate(text: string): Date | null {
  const match = DASHED.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || year < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

export function isDashedDate(text: string): boolean {
  return parseDashedDate(text) !== null;
}

/** A calendar day (UTC midnight) as dd-mm-yyyy; '' for an invalid date or one outside the years 0001 to 9999, which that form cannot write. */
export function toDashedDate(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1 && year <= 9999)) return '';
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${pad(year, 4)}`;
}

/** Today in local time as dd-mm-yyyy. */
export function todayDashed(now: Date = new Date()): string {
  return toDashedDate(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** The dd-mm-yyyy date `days` after the one given; '' when the given text is not a real date, or the result cannot be written so. */
export function addDaysToDashedDate(text: string, days: number): string {
  const date = parseDashedDate(text);
  return date ? toDashedDate(new Date(date.getTime() + days * DAY_MS)) : '';
}

