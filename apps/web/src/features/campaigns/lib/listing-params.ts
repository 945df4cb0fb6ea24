import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  campaignCategories,
  campaignSorts,
  CAMPAIGN_LIST_DEFAULT_LIMIT,
  type CampaignCategory,
  type CampaignSort,
} from '@causeway/contracts';

export const LISTING_PAGE_SIZE = CAMPAIGN_LIST_DEFAULT_LIMIT;
/** The server accepts offsets up to 100,000. */
const MAX_PAGE = Math.floor(100_000 / LISTING_PAGE_SIZE) + 1;
const MAX_QUERY_LENGTH = 100;

export const sortLabels: Record<CampaignSort, MessageDescriptor> = {
  newest: msg`Newest`,
  ending_soon: msg`Ending soon`,
  most_raised: msg`Most raised`,
  closest_to_goal: msg`Closest to goal`,
};

/** The listing's filters, as kept in its URL (`?q=&category=&sort=&page=`). */
export type ListingState = {
  q: string;
  category: CampaignCategory | 'all';
  sort: CampaignSort;
  page: number;
};

export const defaultListingState: ListingState = { q: '', category: 'all', sort: 'newest', page: 1 };

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the filters from a URL; anything unknown or malformed falls back to its default instead of an error. */
export function parseListingParams(params: URLSearchParams): ListingState {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    category: isOneOf(campaignCategories, category) ? category : 'all',
    sort: isOneOf(campaignSorts, sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL query for a state; defaults are left out so a plain listing stays '/campaigns'. */
export function listingSearch(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A changed filter starts again from the first page; only a page change keeps its page. */
export function withListingChange(state: ListingState, change: Partial<ListingState>): ListingState {
  return { ...state, page: 1, ...change };
}

export function hasActiveFilters(state: ListingState): boolean {
  return state.q !== '' || state.category !== 'all';
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
}

/** Page numbers to show around the current one, with null for a gap: [1, null, 4, 5, 6, null, 12]. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - sorted[i - 1]! > 1 ? [null, page] : [page]));
}

/** '12 campaigns', '1 campaign', 'No campaigns'. */
export function resultCountText(total: number, i18n: I18n): string {
  if (total === 0) return i18n._(msg`No campaigns`);
  return i18n._(msg`${plural(total, { one: '# campaign', other: '# campaigns' })}`);
}
