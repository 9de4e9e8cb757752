import { timeAgo } from './timeAgo';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

test.each([
  [ago(0), 'Just now'],
  [ago(59_999), 'Just now'],
  [ago(MIN), '1 minute ago'],
  [ago(2 * MIN), '2 minutes ago'],
  [ago(59 * MIN), '59 minutes ago'],
  [ago(HOUR), '1 hour ago'],
  [ago(23 * HOUR), '23 hours ago'],
  [ago(DAY), '1 day ago'],
  [ago(6 * DAY), '6 days ago'],
  [ago(7 * DAY), '1 week ago'],
  [ago(29 * DAY), '4 weeks ago'],
  [ago(30 * DAY), '08/02/2026'],
])('%s reads "%s"', (value, expected) => {
  expect(timeAgo(value, now)).toBe(expected);
});

test.each([undefined, null, '', 'not a date'])('a missing or invalid time (%s) reads "Recently"', (value) => {
  expect(timeAgo(value, now)).toBe('Recently');
});
