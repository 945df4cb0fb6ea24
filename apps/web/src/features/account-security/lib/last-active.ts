import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '@/lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'just now', '5 minutes ago', '3 hours ago', 'yesterday' within a week (in the page's language); after that the
 * date, 'Jan 5, 2026', which says more than '5 weeks ago' about a session someone is deciding whether to end.
 */
export function lastActive(iso: string, i18n: I18n, now: number = Date.now()): string {
  const ago = now - new Date(iso).getTime();
  if (Number.isNaN(ago)) return '';
  const relative = new Intl.RelativeTimeFormat(i18n.locale === 'en' ? 'en-US' : i18n.locale, { numeric: 'auto' });
  if (ago < MINUTE) return i18n._(msg`just now`);
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatDate(iso, { month: 'short' });
}
