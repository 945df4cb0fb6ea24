import { formatDate } from '@/lib/format';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'just now', '5 minutes ago', '3 hours ago', 'yesterday' within a week; after that the date, 'Jan 5, 2026', which
 * says more than '5 weeks ago' about a session someone is deciding whether to end.
 */
export function lastActive(iso: string, now: number = Date.now()): string {
  const ago = now - new Date(iso).getTime();
  if (Number.isNaN(ago)) return '';
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatDate(iso, { month: 'short' });
}
