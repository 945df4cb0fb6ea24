import type { Endpoint } from './operation';

/** The donor area's history and statements (spec sections 3 and 7): where their JSON reads live (operation.ts). */
export const donationHistoryEndpoints = {
  history: { method: 'GET', path: '/api/users/me/donations' },
  recent: { method: 'GET', path: '/api/donations/user' },
  statementYears: { method: 'GET', path: '/api/users/me/statements' },
  statement: { method: 'GET', path: '/api/users/me/statements/:year' },
  exportCsv: { method: 'GET', path: '/api/users/me/donations/export' },
  // The donor's own (or an administrator's) by session, or anyone's with the signed link from the receipt e-mail.
  receipt: { method: 'GET', path: '/api/donations/:id/receipt' },
} as const satisfies Record<string, Endpoint>;
