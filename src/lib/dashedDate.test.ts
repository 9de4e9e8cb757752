import { addDaysToDashedDate, isDashedDate, parseDashedDate, toDashedDate, todayDashed } from './dashedDate';

describe('parseDashedDate', () => {
  test('reads a real dd-mm-yyyy day', () => {
    expect(parseDashedDate('05-01-2026')?.toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(parseDashedDate(' 29-02-2028 ')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  test.each(['31-02-2026', '29-02-2026', '31-04-2026', '00-01-2026', '15-13-2026', '15-00-2026', '2026-01-05', '5-1-2026', '05/01/2026', 'abc', ''])(
    'refuses %j',
    (text) => {
      expect(parseDashedDate(text)).toBeNull();
      expect(isDashedDate(text)).toBe(false);
    },
  );
});

describe('adding days', () => {
  test('30 days on, across months and years', () => {
    expect(addDaysToDashedDate('05-01-2026', 30)).toBe('04-02-2026');
    expect(addDaysToDashedDate('15-12-2026', 30)).toBe('14-01-2027');
    expect(addDaysToDashedDate('31-01-2028', 30)).toBe('01-03-2028');
  });

  test('nothing for a date that is not one', () => {
    expect(addDaysToDashedDate('31-02-2026', 30)).toBe('');
  });
});

test('today and a day as dd-mm-yyyy', () => {
  expect(todayDashed(new Date(2026, 6, 9, 23, 59))).toBe('09-07-2026');
  expect(toDashedDate(new Date(Date.UTC(2026, 10, 3)))).toBe('03-11-2026');
});
