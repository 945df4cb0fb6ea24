import { currencyOf, currencyRules, toMinorUnits, type CurrencyCode } from './currencies';
import { formatAmount } from './format';
import type { Endpoint } from './operation';
import { fill } from './message-catalogue';

/**
 * Matched giving (issue 24, item 3): a sponsor pledges to add to each gift made to a campaign while the match is
 * live, at a ratio, up to a cap. The match is a pledge, not a payment: its figures are kept apart from the amount
 * raised everywhere. Money in cents; a ratio in percent of the gift (100 is 1:1, 200 is 2:1, 50 is 1:2).
 */
export const matchEndpoints = {
  list: { method: 'GET', path: '/api/campaigns/:id/matches' },
  create: { method: 'POST', path: '/api/campaigns/:id/matches' },
  edit: { method: 'PUT', path: '/api/campaigns/:id/matches/:matchId' },
  end: { method: 'POST', path: '/api/campaigns/:id/matches/:matchId/end' },
  remove: { method: 'DELETE', path: '/api/campaigns/:id/matches/:matchId' },
} as const satisfies Record<string, Endpoint>;

/** The ratios the admin form offers: the sponsor's cents per 100 cents given. */
export const matchRatios = [
  { percent: 100, label: '1:1' },
  { percent: 200, label: '2:1' },
  { percent: 300, label: '3:1' },
  { percent: 50, label: '1:2' },
] as const;
export type MatchRatioPercent = (typeof matchRatios)[number]['percent'];
export const matchRatioPercents = matchRatios.map((r) => r.percent) as MatchRatioPercent[];

export const MATCH_SPONSOR_MAX = 80;
/** $1. */
export const MATCH_CAP_MIN = 100;
/** $10,000,000: far above any real pledge, far below what an integer of cents holds. */
export const MATCH_CAP_MAX = 1_000_000_000;

/** The cap's column is a 32-bit integer of minor units: no currency's cap goes above this. */
const MATCH_CAP_COLUMN_MAX = 2_000_000_000;

/**
 * The cap's bounds in the campaign's currency, minor units (issue 26): $1 to $10,000,000 at the currency table's
 * scale (€1, ¥100, kr 10), never above what the column holds (so kr 20,000,000, not kr 100,000,000). US dollars:
 * exactly MATCH_CAP_MIN and MATCH_CAP_MAX.
 */
export function matchCapBounds(currency: string): { min: number; max: number } {
  const code = currencyOf(currency);
  const { scale } = currencyRules[code];
  return {
    min: toMinorUnits(scale * (MATCH_CAP_MIN / 100), code),
    max: Math.min(toMinorUnits(scale * (MATCH_CAP_MAX / 100), code), MATCH_CAP_COLUMN_MAX),
  };
}

/** '1:1' for 100; '150%' for a ratio the form does not offer. */
export function matchRatioLabel(percent: number): string {
  return matchRatios.find((r) => r.percent === percent)?.label ?? `${percent}%`;
}

/** What a gift of `amount` draws at a ratio, before the cap: whole cents, rounded down. */
export function matchedPart(amount: number, ratioPercent: number): number {
  return Math.floor((amount * ratioPercent) / 100);
}

export const matchMessages = {
  sectionTitle: 'Matched giving',
  sponsorRequired: 'Please enter the sponsor’s name',
  sponsorMax: `The sponsor’s name must be at most ${MATCH_SPONSOR_MAX} characters`,
  ratio: `Please choose a ratio: ${matchRatios.map((r) => r.label).join(', ')}`,
  capMin: 'The cap must be at least $1',
  capMax: 'The cap must be at most $10,000,000',
  /** capMin and capMax in the campaign's currency: the same words in US dollars. */
  capMinOf: (currency: string) =>
    fill('The cap must be at least {amount}', { amount: formatAmount(matchCapBounds(currency).min, currency) }),
  capMaxOf: (currency: string) =>
    fill('The cap must be at most {amount}', { amount: formatAmount(matchCapBounds(currency).max, currency) }),
  capWhole: 'The cap must be a whole number of cents',
  startsAt: 'Please enter when the match starts',
  endsAt: 'Please enter when the match ends',
  endAfterStart: 'The match must end after it starts',
  overlap: 'Another match of this campaign runs at that time. A campaign has one match at a time.',
  /** In the campaign's currency (issue 26); US dollars when none is named. */
  capBelowMatched: (matched: number, currency?: string) =>
    fill('The cap cannot be lower than what is already matched ({amount})', {
      amount: formatAmount(matched, currency),
    }),
  notFound: 'This match could not be found',
  drawnCannotDelete: 'This match has matched gifts, so it cannot be deleted. End it instead.',
  alreadyEnded: 'This match has already ended',
  notStarted: 'This match has not started yet: change its times or delete it instead.',
  empty: 'No matches yet. Add one to double the gifts made while it runs.',
  addButton: 'Add a match',
  saved: 'Match saved',
  ended: 'Match ended',
  deleted: 'Match deleted',
  matchedLabel: 'Matched',
  raisedLabel: 'Raised',
  togetherLabel: 'Together',
} as const;

/** A live match as the public sees it (campaign page, donation page, widget). */
export interface PublicMatch {
  sponsorName: string;
  ratioPercent: number;
  /** Cents left under the cap. */
  remainingAmount: number;
  endsAt: string;
}

/** What a gift of `amount` draws from a live match: its ratio, capped by what is left. */
export function matchFor(amount: number, match: Pick<PublicMatch, 'ratioPercent' | 'remainingAmount'>): number {
  return Math.max(0, Math.min(matchedPart(amount, match.ratioPercent), match.remainingAmount));
}

/**
 * "Your $25 becomes $50, thanks to Acme": null when there is no live match, nothing left under its cap, or the
 * amount draws nothing.
 */
export function matchNotice(amount: number, match: PublicMatch | null | undefined, currency?: string): string | null {
  if (!match || !(amount > 0) || match.remainingAmount <= 0) return null;
  const added = matchFor(amount, match);
  if (added <= 0) return null;
  return fill('Your {amount} becomes {matched}, thanks to {sponsor}', {
    amount: formatAmount(amount, currency),
    matched: formatAmount(amount + added, currency),
    sponsor: match.sponsorName,
  });
}

/** The campaign page's line: "Acme is matching gifts 1:1, with $4,000 of matching left". */
export function matchSummary(match: PublicMatch, currency?: string): string {
  return fill('{sponsor} is matching gifts {ratio}, with {amount} of matching left', {
    sponsor: match.sponsorName,
    ratio: matchRatioLabel(match.ratioPercent),
    amount: formatAmount(match.remainingAmount, currency),
  });
}

/** A match as an administrator sees it. */
export interface AdminMatch {
  id: number;
  campaignId: number;
  /** The campaign's currency (issue 26): the cap and what is matched are minor units of it. */
  currency: CurrencyCode;
  sponsorName: string;
  ratioPercent: number;
  capAmount: number;
  matchedAmount: number;
  startsAt: string;
  endsAt: string;
  status: 'scheduled' | 'live' | 'ended';
  createdAt: string;
}
