/**
 * What the parts of the `years` seed share: its counts, its calendar, prices that rise over the years, and
 * the numbers that must never repeat (phone numbers, GST numbers).
 */
import { gstinCheckCharacter } from '@/lib/gstin';
import type { Random } from './seedRandom';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
const YEAR_MS = 365.25 * DAY_MS;

/** How many records of each kind the `years` seed holds, the demo seed's among them. */
export const YEARS_COUNTS = {
  projects: 500,
  quotationItems: 5_000,
  labourWork: 25_000,
  quotationMaterials: 20_000,
  labourProfiles: 10_000,
  vendors: 2_000,
  bills: 5_000,
  activities: 10_000,
  excessItems: 5_000,
  materialPurchases: 300,
  users: 1_000,
  roles: 40,
} as const;

/** The five years the seed covers, ending at the seed's epoch. */
export const YEARS_SPAN_DAYS = 5 * 365;

export interface Calendar {
  /** Five years before the epoch: when the business's first records were made. */
  start: number;
  /** The demo seed's epoch: the generated records end here. */
  epoch: number;
}

/** The calendar day of a moment, yyyy-mm-dd (UTC). */
export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A moment in office hours (09:00 to 18:00 in India) of the day `time` falls on. */
export function officeTime(random: Random, time: number): number {
  const day = Math.floor(time / DAY_MS) * DAY_MS;
  return day + Math.floor(random.between(3.5 * HOUR_MS, 12.5 * HOUR_MS));
}

/** A price of the seed's epoch as it was at `time`: prices rose about 6 % a year. */
export function priceAt(price: number, time: number, epoch: number): number {
  const value = price * 1.06 ** ((time - epoch) / YEAR_MS);
  if (value >= 1_000) return Math.round(value / 10) * 10;
  if (value >= 100) return Math.round(value);
  return Math.round(value * 100) / 100;
}

/** A moment from `from` to `to` after `time`, but none after `last`: what would come later is spread before it. */
export function after(random: Random, time: number, [from, to]: readonly [number, number], last: number): number {
  const end = Math.min(time + to, last);
  return Math.floor(random.between(Math.min(time + from, end), end));
}

/** Like `after`, in office hours, and never before `time`. */
export function officeAfter(random: Random, time: number, range: readonly [number, number], last: number): number {
  return Math.min(last, Math.max(time + MINUTE_MS, officeTime(random, after(random, time, range, last))));
}

/** Rounds to two decimals, as stored money is. */
export const money = (value: number) => Math.round(value * 100) / 100;

/** The ordinal of a street number: 1st, 2nd, 3rd, 4th, 11th. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Lower-case letters only, for e-mail addresses. */
export const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** The first `count` of `pool` spread evenly over it (all of it when it is smaller). */
export function spreadPick<T>(pool: readonly T[], count: number): T[] {
  if (count >= pool.length) return [...pool];
  return Array.from({ length: count }, (_, k) => pool[Math.floor(((k + 0.5) * pool.length) / count)]);
}

/** How many of `list` (oldest first, by `since`) there were at `time`. */
export function countAt<T extends { since: number }>(list: readonly T[], time: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle].since <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Ten-digit Indian mobile numbers, none of them given twice nor one of the numbers already taken. */
export class PhoneNumbers {
  private readonly taken: Set<string>;
  private sequence = 0;

  constructor(taken: Iterable<string>) {
    this.taken = new Set(taken);
  }

  next(): string {
    for (;;) {
      const n = this.sequence++;
      // The first digit cycles 9, 8, 7, 6; the other nine run through a fixed permutation of 0 to 999,999,999.
      const rest = (Math.floor(n / 4) * 7_654_321 + 192_837_465) % 1_000_000_000;
      const phone = `${9 - (n % 4)}${String(rest).padStart(9, '0')}`;
      if (this.taken.has(phone)) continue;
      this.taken.add(phone);
      return phone;
    }
  }
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Valid GST identification numbers, none given twice nor one already taken: the state's code, a PAN (five
 * letters, the fourth the holder's kind, the fifth the initial of the name; four digits; a letter), the
 * entity number 1, Z, and the check character.
 */
export class GstNumbers {
  private readonly taken: Set<string>;

  constructor(
    private readonly random: Random,
    taken: Iterable<string>,
  ) {
    this.taken = new Set(taken);
  }

  /** `holder`: C for a company, F for a firm, P for a proprietor. */
  next(stateCode: string, holder: 'C' | 'F' | 'P', name: string): string {
    const initial = /[A-Z]/.test(name[0]?.toUpperCase() ?? '') ? name[0].toUpperCase() : 'X';
    for (;;) {
      const letters = Array.from({ length: 3 }, () => this.letter()).join('');
      const digits = String(this.random.int(1, 9_999)).padStart(4, '0');
      const first14 = `${stateCode}${letters}${holder}${initial}${digits}${this.letter()}1Z`;
      const gstin = first14 + gstinCheckCharacter(first14);
      if (this.taken.has(gstin)) continue;
      this.taken.add(gstin);
      return gstin;
    }
  }

  private letter(): string {
    return LETTERS[this.random.int(0, LETTERS.length - 1)];
  }
}

/** A string of `length` digits that does not start with 0. */
export function digits(random: Random, length: number): string {
  let text = String(random.int(1, 9));
  while (text.length < length) text += String(random.int(0, 9));
  return text;
}
