import { formatDashedDate, formatDate, todayIso } from './dates';

test('dates show day/month/year', () => {
  expect(formatDate('2026-01-05T10:00:00')).toBe('05/01/2026');
  expect(formatDate('nonsense')).toBe('nonsense');
  expect(formatDate(undefined)).toBe('—');
  expect(formatDate('2026-01-12')).toBe('12/01/2026');
});

test('today for a date input is yyyy-mm-dd in local time', () => {
  expect(todayIso(new Date(2026, 10, 2, 23, 59))).toBe('2026-11-02');
});

test('dates show as dd-mm-yyyy where a screen asks for dashes', () => {
  expect(formatDashedDate('2026-01-12')).toBe('12-01-2026');
  expect(formatDashedDate('2026-01-05T10:00:00')).toBe('05-01-2026');
  expect(formatDashedDate('nonsense')).toBe('nonsense');
  expect(formatDashedDate('')).toBe('—');
});

import { formatStoredDate } from './dates';

test('a stored dd-mm-yyyy date shows as stored; an ISO one as dd-mm-yyyy; a date that is not real as it is written', () => {
  expect(formatStoredDate('05-01-2026')).toBe('05-01-2026');
  expect(formatStoredDate('29-02-2028')).toBe('29-02-2028');
  expect(formatStoredDate('05/01/2026')).toBe('05-01-2026');
  expect(formatStoredDate(' 2026-01-12 ')).toBe('12-01-2026');
  expect(formatStoredDate('2026-01-05T10:00:00')).toBe('05-01-2026');
  expect(formatStoredDate('31-02-2026')).toBe('31-02-2026');
  expect(formatStoredDate('29-02-2027')).toBe('29-02-2027');
  expect(formatStoredDate('13-13-2026')).toBe('13-13-2026');
  expect(formatStoredDate('next week')).toBe('next week');
  expect(formatStoredDate('')).toBe('—');
  expect(formatStoredDate(undefined)).toBe('—');
});

import { formatReadTime } from './dates';

test('a read time is the hour and minute on the same day, with the date before it on another', () => {
  const now = new Date(2026, 2, 14, 18, 30);
  expect(formatReadTime(new Date(2026, 2, 14, 14, 5), now)).toBe('14:05');
  expect(formatReadTime(new Date(2026, 2, 14, 0, 7).getTime(), now)).toBe('00:07');
  expect(formatReadTime(new Date(2026, 2, 12, 9, 41), now)).toBe('12/03/2026 09:41');
});

test('a date that is missing shows the blank, one that is not a real day shows as written, never Invalid Date', () => {
  for (const format of [formatDate, formatDashedDate, formatStoredDate] as ((value: unknown) => string)[]) {
    expect(format('2026-02-30')).toBe('2026-02-30');
    expect(format('yesterday')).toBe('yesterday');
    expect(format(' ')).toBe('—');
    expect(format(null)).toBe('—');
  }
  expect(formatDate('31/12/2025')).toBe('31/12/2025');
  expect(formatStoredDate('31/12/2025')).toBe('31-12-2025');
  expect(formatDate(Number.NaN)).toBe('—');
  expect(formatDate(new Date(Number.NaN))).toBe('—');
});

import { isoDay, isoTime } from './dates';

describe('isoDay', () => {
  it('writes a date as yyyy-mm-dd: a date-only value as it is, dd-mm-yyyy day first, a moment as its local day', () => {
    expect(isoDay('2026-11-24')).toBe('2026-11-24');
    expect(isoDay('05-01-2026')).toBe('2026-01-05');
    expect(isoDay('05/01/2026')).toBe('2026-01-05');
    expect(isoDay(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
    expect(isoDay(new Date(2026, 0, 5, 9, 30).toISOString())).toBe('2026-01-05');
    expect(isoDay(new Date(2026, 0, 5, 9, 30).getTime())).toBe('2026-01-05');
  });

  it('writes nothing for no date, and a value that is not a date as it is written', () => {
    expect(isoDay(null)).toBe('');
    expect(isoDay(undefined)).toBe('');
    expect(isoDay('  ')).toBe('');
    expect(isoDay('31-02-2026')).toBe('31-02-2026');
    expect(isoDay('soon')).toBe('soon');
  });
});

describe('isoTime', () => {
  it("writes a moment's local time as HH:mm, and nothing for what is not a moment", () => {
    expect(isoTime(new Date(2026, 0, 5, 9, 5).toISOString())).toBe('09:05');
    expect(isoTime(new Date(2026, 0, 5, 21, 30))).toBe('21:30');
    expect(isoTime('')).toBe('');
    expect(isoTime('soon')).toBe('');
    expect(isoTime(null)).toBe('');
  });
});
