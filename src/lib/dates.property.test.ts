import fc from 'fast-check';
import { PRINTED_NONSENSE } from '../../tests/printedNonsense';
import { addDaysToDashedDate, isDashedDate, parseDashedDate, toDashedDate, todayDashed } from './dashedDate';
import { formatDashedDate, formatDate, formatReadTime, formatStoredDate, NO_DATE, toDateInput, todayIso } from './dates';
import { timeAgo } from './timeAgo';

/** Any Date, invalid ones and those at the ends of the range included. */
const anyDate = fc.oneof(fc.date({ noInvalidDate: false }), fc.constant(new Date(Number.NaN)));
/** Anything a date field might hold: dates, timestamps, ISO and typed texts, and any other text. */
const anyDateValue = fc.oneof(
  anyDate,
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.constantFrom(null, undefined, '', '2026-01-05', '2026-02-30', '31-02-2026', '05/01/2026', '2026-01-05T10:00:00Z', 'yesterday'),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);
/** A real calendar day of the years a screen shows (0001 to 9999). */
const calendarDay = fc.date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }).map(
  (date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())),
);

describe('formatDate and formatDashedDate', () => {
  it('show a day, the blank for nothing, or a text that is not a date as it is written, and no other text', () => {
    fc.assert(
      fc.property(anyDateValue, (value) => {
        for (const shown of [formatDate(value), formatDashedDate(value)]) {
          const asWritten = typeof value === 'string' && shown === value.trim();
          expect(asWritten || shown === NO_DATE || /^\d{2}[/-]\d{2}[/-]\d+$/.test(shown)).toBe(true);
          expect(shown).not.toBe('Invalid Date');
        }
      }),
    );
  });

  it('show a real day of any valid date', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(formatDate(date)).toMatch(/^\d{2}\/\d{2}\/\d+$/);
        expect(formatDashedDate(date)).toMatch(/^\d{2}-\d{2}-\d+$/);
      }),
    );
  });
});

describe('the app’s own date and time writing', () => {
  it('writes every valid date as the en-GB formats do: dd/mm/yyyy, and HH:mm in 24 hours', () => {
    const day = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const elsewhere = new Date(Date.UTC(2000, 0, 1));
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(formatDate(date)).toBe(day.format(date));
        expect(formatReadTime(date, elsewhere)).toBe(date.toDateString() === elsewhere.toDateString() ? time.format(date) : `${day.format(date)} ${time.format(date)}`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatStoredDate', () => {
  it('shows a typed date as dd-mm-yyyy, the blank for nothing, or a text that is not a date as it is written', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(null, undefined), calendarDay.map(toDashedDate)), (value) => {
        const shown = formatStoredDate(value);
        const asWritten = typeof value === 'string' && shown === value.trim();
        expect(asWritten || shown === NO_DATE || /^\d{2}-\d{2}-\d+$/.test(shown)).toBe(true);
      }),
    );
  });

  it('shows every real dd-mm-yyyy day as it was typed', () => {
    fc.assert(
      fc.property(calendarDay, (day) => {
        expect(formatStoredDate(toDashedDate(day))).toBe(toDashedDate(day));
      }),
    );
  });
});

describe('formatReadTime, todayIso and toDateInput', () => {
  it('never print nonsense, whatever the time', () => {
    fc.assert(
      fc.property(fc.oneof(anyDate, fc.double()), anyDate, (at, now) => {
        expect(formatReadTime(at, now)).not.toMatch(PRINTED_NONSENSE);
        expect(todayIso(now)).not.toMatch(PRINTED_NONSENSE);
      }),
    );
  });

  it('give a date input its yyyy-mm-dd or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.date({ noInvalidDate: true }).map((date) => date.toISOString())), (value) => {
        expect(toDateInput(value)).toMatch(/^$|^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });
});

describe('dd-mm-yyyy dates', () => {
  it('read back every real day they write', () => {
    fc.assert(
      fc.property(calendarDay, (day) => {
        const text = toDashedDate(day);
        expect(text).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        expect(parseDashedDate(text)?.getTime()).toBe(day.getTime());
      }),
    );
  });

  it('refuse any text that is not a real day, and read a real one as that day', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{2}-\d{2}-\d{4}$/)), (text) => {
        const date = parseDashedDate(text);
        expect(isDashedDate(text)).toBe(date !== null);
        if (date) expect(toDashedDate(date)).toBe(text.trim());
      }),
    );
  });

  it('add any number of days to a real day: a real day, or nothing', () => {
    fc.assert(
      fc.property(calendarDay.map(toDashedDate), fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.double()), (text, days) => {
        const later = addDaysToDashedDate(text, days);
        expect(later === '' || isDashedDate(later)).toBe(true);
      }),
    );
  });

  it('write nothing for a date that is not one, and today as a real day', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const text = toDashedDate(date);
        expect(text === '' || /^\d{2}-\d{2}-\d{4}$/.test(text)).toBe(true);
        const today = todayDashed(date);
        expect(today === '' || isDashedDate(today)).toBe(true);
      }),
    );
  });
});

describe('timeAgo', () => {
  it('says how long ago, or the date, or "Recently", and never prints nonsense', () => {
    fc.assert(
      fc.property(anyDateValue, anyDate, (value, now) => {
        const shown = timeAgo(value, now);
        expect(shown).toMatch(/^(Just now|Recently|\d+ (minute|hour|day|week)s? ago|\d{2}\/\d{2}\/\d+)$/);
      }),
    );
  });

  it('counts the minutes, hours, days and weeks of the last 30 days', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }), fc.integer({ min: 0, max: 30 * 86_400_000 - 1 }), (now, elapsed) => {
        const shown = timeAgo(new Date(now.getTime() - elapsed), now);
        const [count] = shown.split(' ').map(Number);
        const unit = [60_000, 3_600_000, 86_400_000, 7 * 86_400_000].find((ms, i, units) => i === units.length - 1 || elapsed < ms * [60, 24, 7, 5][i]);
        if (elapsed < 60_000) expect(shown).toBe('Just now');
        else expect(count).toBe(Math.floor(elapsed / (unit ?? 1)));
      }),
    );
  });
});
