import {
  addDays as addDaysIn,
  addMonths as addMonthsIn,
  differenceInCalendarDays,
  startOfDay,
  startOfMonth,
} from 'date-fns';
import { utc } from '@date-fns/utc';

// Date arithmetic for every side, on date-fns (docs/decisions.md). Days and months are counted in UTC: a day is
// 24 hours, the same on a server in any time zone, with no daylight-saving shift. Each returns a plain Date.

const plain = (date: Date) => new Date(date.getTime());

/** `date` moved by whole days (negative: back). */
export function addDays(date: Date, days: number): Date {
  return plain(addDaysIn(date, days, { in: utc }));
}

/** `date` moved back by whole days. */
export function subDays(date: Date, days: number): Date {
  return addDays(date, -days);
}

/** `date` moved by whole months, the same day of the month clamped to the month's end (Jan 31 → Feb 28). */
export function addMonths(date: Date, months: number): Date {
  return plain(addMonthsIn(date, months, { in: utc }));
}

/** Midnight UTC at the start of `date`'s day. */
export function startOfUtcDay(date: Date): Date {
  return plain(startOfDay(date, { in: utc }));
}

/** Midnight UTC on the first day of `date`'s month. */
export function startOfUtcMonth(date: Date): Date {
  return plain(startOfMonth(date, { in: utc }));
}

/** UTC calendar days from `earlier` to `later`: 1 from 23:59 to 00:01 the next day, 0 within one day. */
export function utcCalendarDaysBetween(later: Date, earlier: Date): number {
  return differenceInCalendarDays(later, earlier, { in: utc });
}
