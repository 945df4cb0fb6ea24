import type { Endpoint } from './operation';

/** Recurring gifts for administrators (issue 23, item 5): every donor's and guest's, and cancelling one for them. */
export const recurringAdminEndpoints = {
  list: { method: 'GET', path: '/api/admin/recurring' },
  cancel: { method: 'POST', path: '/api/admin/recurring/:id/cancel' },
} as const satisfies Record<string, Endpoint>;

/**
 * Newest first by default. `next_charge_*` orders the active gifts by their next charge (soonest first with
 * `asc`); gifts that are not active have no next charge and come after them. Ties fall back to the id.
 */
export const recurringAdminSorts = [
  'created_desc',
  'created_asc',
  'next_charge_asc',
  'next_charge_desc',
  'amount_desc',
  'amount_asc',
] as const;
export type RecurringAdminSort = (typeof recurringAdminSorts)[number];
export const RECURRING_ADMIN_PAGE_SIZE = 20;
export const RECURRING_ADMIN_MAX_PAGE_SIZE = 100;
export const CANCEL_REASON_MAX = 500;

export const recurringAdminMessages = {
  notFound: 'Recurring gift not found',
  badId: 'Recurring gift id must be a positive whole number',
  alreadyCancelled: 'This recurring gift was already cancelled; nothing was changed.',
  reasonTooLong: `reason must be at most ${CANCEL_REASON_MAX} characters`,
} as const;
