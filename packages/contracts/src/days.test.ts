import { describe, expect, it } from 'vitest';
import { addDays, addMonths, startOfUtcDay, startOfUtcMonth, subDays, utcCalendarDaysBetween } from './days';

const at = (iso: string) => new Date(iso);

describe('day arithmetic', () => {
  it('moves by whole days of 24 hours, as plain Dates', () => {
    const moved = addDays(at('2026-03-07T12:00:00Z'), 3);
    expect(moved).toEqual(at('2026-03-10T12:00:00Z'));
    expect(moved.constructor).toBe(Date);
    expect(subDays(at('2026-03-10T12:00:00Z'), 40)).toEqual(at('2026-01-29T12:00:00Z'));
    // Across the US daylight-saving change (2026-03-08): still 72 hours, whatever the process's time zone.
    expect(addDays(at('2026-03-07T12:00:00Z'), 3).getTime() - at('2026-03-07T12:00:00Z').getTime()).toBe(
      3 * 86_400_000,
    );
  });

  it('counts UTC calendar days between two instants', () => {
    expect(utcCalendarDaysBetween(at('2026-03-11T00:00:01Z'), at('2026-03-10T23:59:59Z'))).toBe(1);
    expect(utcCalendarDaysBetween(at('2026-03-10T23:59:00Z'), at('2026-03-10T00:01:00Z'))).toBe(0);
    expect(utcCalendarDaysBetween(at('2026-03-20T12:00:00Z'), at('2026-03-10T18:00:00Z'))).toBe(10);
  });

  it('moves by months in UTC, keeping the time and clamping the day to the month', () => {
    expect(addMonths(at('2026-01-31T23:30:00Z'), 1)).toEqual(at('2026-02-28T23:30:00Z'));
    expect(addMonths(at('2028-01-31T10:00:00Z'), 1)).toEqual(at('2028-02-29T10:00:00Z'));
    expect(addMonths(at('2026-03-15T00:00:00Z'), 12)).toEqual(at('2027-03-15T00:00:00Z'));
    expect(addMonths(at('2026-03-31T12:00:00Z'), -1)).toEqual(at('2026-02-28T12:00:00Z'));
    expect(addMonths(at('2026-01-31T12:00:00Z'), 1).constructor).toBe(Date);
  });

  it('finds the start of the UTC day and month', () => {
    expect(startOfUtcDay(at('2026-03-08T23:59:59.999Z'))).toEqual(at('2026-03-08T00:00:00Z'));
    expect(startOfUtcMonth(at('2026-03-31T23:59:59Z'))).toEqual(at('2026-03-01T00:00:00Z'));
  });
});
