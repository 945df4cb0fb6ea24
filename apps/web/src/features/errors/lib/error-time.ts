import { formatDateTime } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** 'May 20, 2026, 12:00 PM' in the reader's time zone. */
export function formatErrorTime(iso: string): string {
  return formatDateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * 'just now', '5 minutes ago', 'yesterday': how long ago an error was last seen, in the page's language (English
 * reads as en-US did).
 */
export function timeAgo(iso: string, now: number, i18n: I18n): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(amount) < 45) return i18n._(msg`just now`);
  const relative = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}
