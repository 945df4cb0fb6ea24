import type { Endpoint } from './operation';

/** A donor's recurring gifts (spec sections 3 and 4): where their operations live (operation.ts). */
export const recurringEndpoints = {
  list: { method: 'GET', path: '/api/recurring-donations/user' },
  /** The same list under the donor area's path. */
  listMine: { method: 'GET', path: '/api/users/me/recurring-donations' },
  change: { method: 'PATCH', path: '/api/recurring-donations/:id' },
  changeAmount: { method: 'PUT', path: '/api/recurring-donations/:id/amount' },
  cancel: { method: 'DELETE', path: '/api/recurring-donations/:id' },
} as const satisfies Record<string, Endpoint>;
