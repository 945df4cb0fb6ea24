import { addDays as addDaysIn, differenceInCalendarDays } from 'date-fns';
import { utc } from '@date-fns/utc';

// Day arithmetic for every side, on date-fns (docs/decisions.md). Days are counted in UTC: 24 hours each, the
// same on a server in any time zone, with no daylight-saving shift.

/** Milliseconds in a day of 24 hours. */
export const DAY_MS = 86_400_000;

/** `date` moved by whole days (negative: back). */
export function addDays(date: Date, days: number): Date {
  return new Date(addDaysIn(date, days, { in: utc }).getTime());
}

/** `date` moved back by whole days. */
export function subDays(date: Date, days: number): Date {
  return addDays(date, -days);
}

/** UTC calendar days from `earlier` to `later`: 1 from 23:59 to 00:01 the next day, 0 within one day. */
export function utcCalendarDaysBetween(later: Date, earlier: Date): number {
  return differenceInCalendarDays(later, earlier, { in: utc });
}
