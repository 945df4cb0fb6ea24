import type { PublicFundraiser } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** How far a total is towards its goal, in whole percent (may pass 100; the bar caps itself). */
export function percentOf(raised: number, goal: number): number {
  return goal > 0 ? Math.floor((raised / goal) * 100) : 0;
}

/** '1 gift' / '12 gifts'. */
export function giftCountText(count: number, i18n: I18n): string {
  return i18n._(msg`${plural(count, { one: '# gift', other: '# gifts' })}`);
}

/**
 * Why the page's Donate button is off, in the visitor's words; undefined while it takes gifts. The server says
 * whether it does (acceptingDonations); the page's own status comes first, as it is the fundraiser's choice.
 */
export function donateBlockedReason(
  page: Pick<PublicFundraiser, 'acceptingDonations' | 'status' | 'fundraiserName'>,
  i18n: I18n,
): string | undefined {
  if (page.acceptingDonations) return undefined;
  const fundraiserName = page.fundraiserName;
  if (page.status === 'paused')
    return i18n._(msg`${fundraiserName} has paused this page: it is not taking gifts right now.`);
  if (page.status === 'closed')
    return i18n._(msg`This page is closed and takes no more gifts. Thank you to everyone who gave!`);
  return i18n._(msg`The campaign this page supports is not accepting donations right now.`);
}

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
];

/**
 * 'just now', '5 minutes ago', 'yesterday', '3 months ago': when a supporter gave, in the page's language (English
 * reads as en-US did).
 */
export function timeAgo(iso: string, now: number, i18n: I18n): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (!Number.isFinite(amount)) return '';
  // A clock a little ahead of the server's reads a fresh gift as 'just now', never 'in 2 minutes'.
  if (amount > -45) return i18n._(msg`just now`);
  const relative = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}
