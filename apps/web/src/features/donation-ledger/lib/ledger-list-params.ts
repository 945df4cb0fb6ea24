import {
  currencyCodes,
  currencyRules,
  DEFAULT_CURRENCY,
  toMajorUnits,
  toMinorUnits,
  type CurrencyCode,
  donationStatuses,
  donationTypes,
  LEDGER_PAGE_SIZE,
  ledgerProviders,
  ledgerSorts,
  type DonationStatus,
  type DonationType,
  type LedgerExportFormat,
  type LedgerExportQuery,
  type LedgerProvider,
  type LedgerQuery,
  type LedgerSort,
} from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SortState } from '@/components/ui/data-table';

const MAX_QUERY_LENGTH = 100;
/** The server accepts pages up to 100,000. */
const MAX_PAGE = 100_000;
const ID_TEXT = /^[1-9]\d{0,9}$/;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
/** An amount as typed: '25', '25.5', '25.50'; at most a billion; whole units only in JPY or KRW. */
const AMOUNT_TEXT = { 2: /^\d{1,9}(\.\d{1,2})?$/, 0: /^\d{1,9}$/ } as const;

/**
 * A typed amount in minor units of the currency (US dollars when the ledger is not filtered by one), or null
 * when it is not one: '25' is 2500 cents, or 25 yen.
 */
export function typedAmountToMinor(text: string, currency: CurrencyCode | null): number | null {
  const code = currency ?? DEFAULT_CURRENCY;
  return AMOUNT_TEXT[currencyRules[code].decimals].test(text) ? toMinorUnits(Number(text), code) : null;
}

/** Minor units as an administrator types them: 2500 cents '25', 2550 '25.50', 2500 yen '2500'. */
export function minorToTypedAmount(minor: number, currency: CurrencyCode | null): string {
  const code = currency ?? DEFAULT_CURRENCY;
  const major = toMajorUnits(minor, code);
  return Number.isInteger(major) ? String(major) : major.toFixed(currencyRules[code].decimals);
}

/** Amounts keep the figures typed when the currency changes: 25 (dollars) stays 25 (euros), or 25 yen. */
export function sameTypedAmount(minor: number | null, from: CurrencyCode | null, to: CurrencyCode | null) {
  return minor === null ? null : toMinorUnits(toMajorUnits(minor, from ?? DEFAULT_CURRENCY), to ?? DEFAULT_CURRENCY);
}

/**
 * The ledger's state, kept in its URL so a reload, Back or a shared link shows the same page. Amounts are minor
 * units here and major ones in the URL (`?min=25`), as an administrator would type them: in the `currency`
 * filtered by (issue 26), US dollars without one.
 */
export type LedgerListState = {
  q: string;
  status: DonationStatus | null;
  campaignId: number | null;
  type: DonationType | null;
  provider: LedgerProvider | null;
  /** Whole days, YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  minCents: number | null;
  maxCents: number | null;
  currency: CurrencyCode | null;
  sort: LedgerSort;
  page: number;
};

export const DEFAULT_SORT: LedgerSort = 'date_desc';

export const emptyLedgerList: LedgerListState = {
  q: '',
  status: null,
  campaignId: null,
  type: null,
  provider: null,
  from: null,
  to: null,
  minCents: null,
  maxCents: null,
  currency: null,
  sort: DEFAULT_SORT,
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** A real calendar day only (2026-02-30 is not one). */
function dayOf(value: string | null): string | null {
  if (value === null || !DAY_TEXT.test(value)) return null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a time of day for Date, never shown
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** Two ends of a range given the wrong way round are the same range. */
function ordered<T extends string | number>(low: T | null, high: T | null): [T | null, T | null] {
  return low !== null && high !== null && low > high ? [high, low] : [low, high];
}

export function parseLedgerListParams(params: URLSearchParams): LedgerListState {
  const page = Number(params.get('page'));
  const campaign = params.get('campaign') ?? '';
  const [from, to] = ordered(dayOf(params.get('from')), dayOf(params.get('to')));
  const currency = oneOf(currencyCodes, params.get('currency'));
  const amountOf = (value: string | null) => (value === null ? null : typedAmountToMinor(value, currency));
  const [minCents, maxCents] = ordered(amountOf(params.get('min')), amountOf(params.get('max')));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    status: oneOf(donationStatuses, params.get('status')),
    campaignId: ID_TEXT.test(campaign) ? Number(campaign) : null,
    type: oneOf(donationTypes, params.get('type')),
    provider: oneOf(ledgerProviders, params.get('provider')),
    from,
    to,
    minCents,
    maxCents,
    currency,
    sort: oneOf(ledgerSorts, params.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL query for a state; defaults are left out so the plain ledger stays '/admin/donations'. */
export function ledgerListSearch(state: LedgerListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('status', state.status);
  if (state.campaignId !== null) params.set('campaign', String(state.campaignId));
  if (state.type) params.set('type', state.type);
  if (state.provider) params.set('provider', state.provider);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.minCents !== null) params.set('min', minorToTypedAmount(state.minCents, state.currency));
  if (state.maxCents !== null) params.set('max', minorToTypedAmount(state.maxCents, state.currency));
  if (state.currency) params.set('currency', state.currency);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export const ledgerListCodec = { parse: parseLedgerListParams, toSearch: ledgerListSearch };

/** The filters the API and the export share, as the API names them. */
function filterQuery(state: LedgerListState) {
  return {
    q: state.q || undefined,
    status: state.status ?? undefined,
    campaignId: state.campaignId !== null ? String(state.campaignId) : undefined,
    type: state.type ?? undefined,
    provider: state.provider ?? undefined,
    from: state.from ?? undefined,
    to: state.to ?? undefined,
    minAmount: state.minCents ?? undefined,
    maxAmount: state.maxCents ?? undefined,
    currency: state.currency ?? undefined,
  };
}

export function ledgerQuery(state: LedgerListState): LedgerQuery {
  return { ...filterQuery(state), sort: state.sort, page: state.page, limit: LEDGER_PAGE_SIZE };
}

/** The export's address for the list's current filter: a plain link, so the browser streams the file to disk. */
export function ledgerExportHref(path: string, state: LedgerListState, format: LedgerExportFormat): string {
  const query: LedgerExportQuery = { ...filterQuery(state), format };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `${path}?${params}`;
}

export function hasLedgerFilters(state: LedgerListState): boolean {
  return (
    state.q !== '' ||
    state.status !== null ||
    state.campaignId !== null ||
    state.type !== null ||
    state.provider !== null ||
    state.from !== null ||
    state.to !== null ||
    state.minCents !== null ||
    state.maxCents !== null ||
    state.currency !== null
  );
}

export function ledgerPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE));
}

/** '17 donations', '1 donation', 'No donations'. */
export function ledgerCountText(total: number, i18n: I18n): string {
  if (total === 0) return i18n._(msg`No donations`);
  return i18n._(msg`${plural(total, { one: '# donation', other: '# donations' })}`);
}

/** The table's sortable columns: 'date' and 'amount', each either way. */
export function sortState(sort: LedgerSort): SortState {
  const [key, direction] = sort.split('_') as [string, 'asc' | 'desc'];
  return { key, direction };
}

export function sortOf({ key, direction }: SortState): LedgerSort {
  return oneOf(ledgerSorts, `${key}_${direction}`) ?? DEFAULT_SORT;
}
