import { DAY_MS, utcCalendarDaysBetween } from '@causeway/contracts';

/**
 * Days left until the end date, counted in UTC calendar days: 0 means it ends later today, and any end
 * that has already passed is negative (at least -1), so 'Ending today' never shows for a campaign that ended.
 */
export function daysLeft(endDate: Date | null, now: Date = new Date()): number | null {
  if (!endDate) return null;
  if (endDate.getTime() <= now.getTime()) return Math.min(-1, Math.floor((endDate.getTime() - now.getTime()) / DAY_MS));
  return utcCalendarDaysBetween(endDate, now);
}

/** Whole percent, rounded down so 99.6% never reads as reached; not capped (the UI caps the bar). */
export function percentComplete(raised: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.floor((raised * 100) / goal);
}
