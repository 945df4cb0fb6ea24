import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { DONOR_PAGE_BUTTONS, DONOR_PAGE_SIZE, donorFilters, type DonorFilter } from '@causeway/contracts';

const MAX_QUERY_LENGTH = 100;
/** The server accepts pages up to 100,000. */
const MAX_PAGE = 100_000;

/** Admin spec sections 2 and 9: the filters, in the words an administrator reads them. */
export const donorFilterLabels: Record<DonorFilter, MessageDescriptor> = {
  all: msg`All donors`,
  recurring: msg`Recurring`,
  'one-time': msg`One-time`,
  recent: msg`Recent (30 days)`,
  top: msg`Top ($1,000+)`,
};

/** The list's state, kept in its URL (`?q=&filter=&page=`) so a reload or a shared link shows the same page. */
export type DonorListState = { q: string; filter: DonorFilter; page: number };

export function parseDonorListParams(params: URLSearchParams): DonorListState {
  const filter = params.get('filter');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    filter: (donorFilters as readonly string[]).includes(filter ?? '') ? (filter as DonorFilter) : 'all',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL query for a state; defaults are left out so the plain list stays '/admin/donors'. */
export function donorListSearch(state: DonorListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.filter !== 'all') params.set('filter', state.filter);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function hasDonorFilters(state: DonorListState): boolean {
  return state.q !== '' || state.filter !== 'all';
}

export function donorPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / DONOR_PAGE_SIZE));
}

/**
 * At most 5 numbered page buttons (admin spec section 9), the current page in the middle where it can be:
 * page 1 of 12 shows 1-5, page 7 shows 5-9, page 12 shows 8-12.
 */
export function pageButtons(current: number, pageCount: number, max: number = DONOR_PAGE_BUTTONS): number[] {
  const count = Math.min(max, pageCount);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** '17 donors', '1 donor', 'No donors'. */
export function donorCountText(total: number, i18n: I18n): string {
  if (total === 0) return i18n._(msg`No donors`);
  return i18n._(msg`${plural(total, { one: '# donor', other: '# donors' })}`);
}
