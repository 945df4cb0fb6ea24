import { addDays, utcCalendarDaysBetween } from '@causeway/contracts';
import { isAfter } from 'date-fns';

/**
 * Days left until the end date, counted in UTC calendar days: 0 means it ends later today, and any end
 * that has already passed is negative (at least -1), so 'Ending today' never shows for a campaign that ended.
 */
export function daysLeft(endDate: Date | null, now: Date = new Date()): number | null {
  if (!endDate) return null;
  const days = utcCalendarDaysBetween(endDate, now);
  if (isAfter(endDate, now)) return days;
  // Whole days from now back to the end, rounded down (a day begun counts): 3 days and a second ago is -4.
  return Math.min(-1, isAfter(addDays(now, days), endDate) ? days - 1 : days);
}

/** Whole percent, rounded down so 99.6% never reads as reached; not capped (the UI caps the bar). */
export function percentComplete(raised: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.floor((raised * 100) / goal);
}
