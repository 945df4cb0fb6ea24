import type { Endpoint } from './operation';
import { fill } from './message-catalogue';

/**
 * Where gifts came from (issue 24, item 6): the administrator's "Gifts by source" report, for one campaign and for
 * the whole site. Zod-free: the pages load it without zod.
 */
export const donationSourceEndpoints = {
  overview: { method: 'GET', path: '/api/admin/dashboard/sources' },
  campaign: { method: 'GET', path: '/api/admin/campaigns/:id/sources' },
} as const satisfies Record<string, Endpoint>;

/**
 * How a gift's source is named, in this order of precedence:
 * 1. `utm`: the landing URL's `utm_source` (its `utm_medium` and `utm_campaign` are the detail);
 * 2. `embed`: the origin of the page the widget or the pop-up was on ("Embedded on example.org");
 * 3. `referrer`: the host of the other site the visit came from;
 * 4. `direct`: none of these ("Direct").
 * Gifts group by kind and value (and, for `utm`, by medium and campaign too).
 */
export const donationSourceKinds = ['utm', 'embed', 'referrer', 'direct'] as const;
export type DonationSourceKind = (typeof donationSourceKinds)[number];

/** The report's range when none is given: the last 30 days, today (UTC) included. */
export const SOURCE_REPORT_DEFAULT_DAYS = 30;
/** The longest range a report covers (about five years): bounded work however the dates are typed. */
export const SOURCE_REPORT_MAX_DAYS = 1830;
/** The report lists the sources that raised the most, at most this many; the totals count every gift. */
export const SOURCE_REPORT_MAX_ROWS = 100;

export const donationSourceMessages = {
  title: 'Gifts by source',
  description: 'Succeeded gifts in the date range, net of refunds, by where the donor came from.',
  from: 'From',
  to: 'To',
  source: 'Source',
  gifts: 'Gifts',
  amount: 'Amount',
  total: 'Total',
  direct: 'Direct',
  embeddedOn: (host: string) => fill('Embedded on {host}', { host }),
  empty: 'No gifts in this date range.',
  emptyHint: 'Gifts appear here once they succeed. Try a longer date range.',
  dateRange: 'Date range',
  loading: 'Loading gifts by source…',
  loadFailed: 'Could not load gifts by source. Please try again.',
  truncated: `Showing the ${SOURCE_REPORT_MAX_ROWS} sources that raised the most; the total counts every gift.`,
  // A report with gifts in more than one currency has a table for each (issue 26): amounts are never added up
  // across currencies.
  inCurrency: (code: string) => fill('In {currency}', { currency: code.toUpperCase() }),
  badDate: (field: string) => fill('{field} must be a date (YYYY-MM-DD)', { field }),
  fromAfterTo: 'The start date must not be after the end date',
  rangeTooLong: `The date range can be at most ${SOURCE_REPORT_MAX_DAYS} days`,
} as const;

export interface DonationSourceRow {
  kind: DonationSourceKind;
  /** utm_source, the host origin or the referrer host; null for `direct`. */
  value: string | null;
  /** For `utm` only. */
  medium: string | null;
  campaign: string | null;
  gifts: number;
  /** Minor units of `currency`, net of refunds. */
  amount: number;
  /** The gifts' currency (issue 26): a source that raised money in two currencies has a row for each. */
  currency: string;
}

/** "https://example.org" → "example.org" (the port kept when there is one). */
const hostOf = (origin: string) => origin.replace(/^https?:\/\//i, '');

/** The row's name in the report (the rule above). */
export function donationSourceLabel(row: Pick<DonationSourceRow, 'kind' | 'value'>): string {
  if (row.kind === 'direct' || !row.value) return donationSourceMessages.direct;
  if (row.kind === 'embed') return donationSourceMessages.embeddedOn(hostOf(row.value));
  return row.value;
}

/** The row's detail: "email · spring-appeal" for a utm source, '' otherwise. */
export function donationSourceDetail(row: Pick<DonationSourceRow, 'kind' | 'medium' | 'campaign'>): string {
  if (row.kind !== 'utm') return '';
  return [row.medium, row.campaign].filter(Boolean).join(' · ');
}

/**
 * `value` when it is an http(s) origin ("https://example.org", "http://localhost:4317"), else null: what the
 * donation page accepts as its `host` parameter and the server as a gift's host origin.
 */
export function httpOriginOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** `value` when it is a host name (with an optional port), lower-cased, else null. */
export function hostNameOf(value: string | null | undefined): string | null {
  return value && /^[a-z0-9.-]+(:\d{1,5})?$/i.test(value) ? value.toLowerCase() : null;
}
