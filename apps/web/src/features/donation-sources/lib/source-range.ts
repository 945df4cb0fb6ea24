import { donationSourceMessages as m, SOURCE_REPORT_DEFAULT_DAYS, SOURCE_REPORT_MAX_DAYS } from '@causeway/contracts';

/** The report's range as the date inputs hold it: YYYY-MM-DD, UTC days, both included. */
export type SourceRange = { from: string; to: string };

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 30 days, today (UTC) included: what the server answers without a range. */
export function defaultSourceRange(now = Date.now()): SourceRange {
  return { from: dayText(now - (SOURCE_REPORT_DEFAULT_DAYS - 1) * DAY_MS), to: dayText(now) };
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a time of day for Date.parse, never shown
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && dayText(Date.parse(`${text}T00:00:00Z`)) === text;

/** The message of a range the server would refuse, or null when it is fine. */
export function sourceRangeError(range: SourceRange): string | null {
  if (!isDay(range.from)) return m.badDate(m.from);
  if (!isDay(range.to)) return m.badDate(m.to);
  if (range.from > range.to) return m.fromAfterTo;
  if ((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS >= SOURCE_REPORT_MAX_DAYS) return m.rangeTooLong;
  return null;
}
