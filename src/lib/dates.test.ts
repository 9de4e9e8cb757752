import { formatDate, formatDateDashed, todayIso } from './dates';

test('dates show day/month/year', () => {
  expect(formatDate('2026-01-05T10:00:00')).toBe('05/01/2026');
  expect(formatDate('nonsense')).toBe('Invalid Date');
  expect(formatDate(undefined)).toBe('');
  expect(formatDate('2026-01-12')).toBe('12/01/2026');
});

test('today for a date input is yyyy-mm-dd in local time', () => {
  expect(todayIso(new Date(2026, 10, 2, 23, 59))).toBe('2026-11-02');
});

test('dates can show as dd-mm-yyyy', () => {
  expect(formatDateDashed('2026-01-05')).toBe('05-01-2026');
  expect(formatDateDashed('2026-03-14T10:00:00')).toBe('14-03-2026');
  expect(formatDateDashed('nonsense')).toBe('Invalid Date');
  expect(formatDateDashed('')).toBe('');
});
