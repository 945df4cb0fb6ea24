import type { PublicFundraiser } from '@causeway/contracts';

/** How far a total is towards its goal, in whole percent (may pass 100; the bar caps itself). */
export function percentOf(raised: number, goal: number): number {
  return goal > 0 ? Math.floor((raised / goal) * 100) : 0;
}

/** '1 gift' / '12 gifts'. */
export function giftCountText(count: number): string {
  return count === 1 ? '1 gift' : `${count.toLocaleString('en-US')} gifts`;
}

/**
 * Why the page's Donate button is off, in the visitor's words; undefined while it takes gifts. The server says
 * whether it does (acceptingDonations); the page's own status comes first, as it is the fundraiser's choice.
 */
export function donateBlockedReason(
  page: Pick<PublicFundraiser, 'acceptingDonations' | 'status' | 'fundraiserName'>,
): string | undefined {
  if (page.acceptingDonations) return undefined;
  if (page.status === 'paused') return `${page.fundraiserName} has paused this page: it is not taking gifts right now.`;
  if (page.status === 'closed') return 'This page is closed and takes no more gifts. Thank you to everyone who gave!';
  return 'The campaign this page supports is not accepting donations right now.';
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 months ago': when a supporter gave. */
export function timeAgo(iso: string, now: number): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (!Number.isFinite(amount)) return '';
  // A clock a little ahead of the server's reads a fresh gift as 'just now', never 'in 2 minutes'.
  if (amount > -45) return 'just now';
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}
