import {
  RECURRING_ADMIN_PAGE_SIZE,
  recurringAdminSorts,
  recurringIntervals,
  recurringStatuses,
  type RecurringAdminSort,
  type RecurringInterval,
  type RecurringStatus,
} from '@causeway/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { knownCardBrandName } from '@/lib/card-brand';

const MAX_QUERY_LENGTH = 100;
/** The server accepts pages up to 100,000. */
const MAX_PAGE = 100_000;
const ID_TEXT = /^[1-9]\d{0,9}$/;

/** The list's state, kept in its URL so a reload, Back or a shared link shows the same page. */
export type RecurringListState = {
  q: string;
  status: RecurringStatus | null;
  interval: RecurringInterval | null;
  campaignId: number | null;
  sort: RecurringAdminSort;
  page: number;
};

export const DEFAULT_SORT: RecurringAdminSort = 'created_desc';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function parseRecurringListParams(params: URLSearchParams): RecurringListState {
  const page = Number(params.get('page'));
  const campaign = params.get('campaign') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    status: oneOf(recurringStatuses, params.get('status')),
    interval: oneOf(recurringIntervals, params.get('interval')),
    campaignId: ID_TEXT.test(campaign) ? Number(campaign) : null,
    sort: oneOf(recurringAdminSorts, params.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL query for a state; defaults are left out so the plain list stays '/admin/recurring'. */
export function recurringListSearch(state: RecurringListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('status', state.status);
  if (state.interval) params.set('interval', state.interval);
  if (state.campaignId !== null) params.set('campaign', String(state.campaignId));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export const recurringListCodec = { parse: parseRecurringListParams, toSearch: recurringListSearch };

export const emptyRecurringList: RecurringListState = {
  q: '',
  status: null,
  interval: null,
  campaignId: null,
  sort: DEFAULT_SORT,
  page: 1,
};

export function hasRecurringFilters(state: RecurringListState): boolean {
  return state.q !== '' || state.status !== null || state.interval !== null || state.campaignId !== null;
}

export function recurringPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / RECURRING_ADMIN_PAGE_SIZE));
}

/** '17 recurring gifts', '1 recurring gift', 'No recurring gifts'. */
export function recurringCountText(total: number, i18n: I18n): string {
  if (total === 0) return i18n._(msg`No recurring gifts`);
  return i18n._(msg`${plural(total, { one: '# recurring gift', other: '# recurring gifts' })}`);
}

/** The table's sortable columns and the server's sort for each direction. */
export type SortColumn = 'created' | 'next_charge' | 'amount';
export function sortState(sort: RecurringAdminSort): { key: SortColumn; direction: 'asc' | 'desc' } {
  const at = sort.lastIndexOf('_');
  return { key: sort.slice(0, at) as SortColumn, direction: sort.slice(at + 1) as 'asc' | 'desc' };
}
export function sortOf(key: string, direction: 'asc' | 'desc'): RecurringAdminSort {
  const sort = `${key}_${direction}`;
  return oneOf(recurringAdminSorts, sort) ?? DEFAULT_SORT;
}

/** The sort picker's words (the table's headers sort too, on wide screens). */
export const recurringSortLabels: Record<RecurringAdminSort, MessageDescriptor> = {
  created_desc: msg`Newest first`,
  created_asc: msg`Oldest first`,
  next_charge_asc: msg`Next charge, soonest first`,
  next_charge_desc: msg`Next charge, latest first`,
  amount_desc: msg`Amount, highest first`,
  amount_asc: msg`Amount, lowest first`,
};

export const recurringStatusLabels: Record<RecurringStatus, MessageDescriptor> = {
  active: msg`Active`,
  paused: msg`Paused`,
  cancelled: msg`Cancelled`,
};

/** 'Visa • 4242'; null without a saved card. */
export function cardText(card: { brand: string; last4: string } | null): string | null {
  if (!card) return null;
  const brand = knownCardBrandName(card.brand) ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} • ${card.last4}`;
}

/** The donor's name as typed, else their e-mail (a guest may have given no name; an anonymized one has neither). */
export function donorLabel(donor: { firstName: string; lastName: string; email: string }, i18n: I18n): string {
  return `${donor.firstName} ${donor.lastName}`.trim() || donor.email || i18n._(msg`Anonymized donor`);
}
