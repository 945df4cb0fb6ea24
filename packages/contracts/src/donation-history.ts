import { endpoint } from './operation';

/** The donor area's history and statements (spec sections 3 and 7): where their JSON reads live (operation.ts). */
export const donationHistoryEndpoints = {
  history: endpoint({
    method: 'GET',
    path: '/api/users/me/donations',
    access: 'signed-in',
    summary: "One page of the signed-in donor's donations, newest first",
    tags: ['donor-area'],
  }),
  recent: endpoint({
    method: 'GET',
    path: '/api/donations/user',
    access: 'signed-in',
    summary: "The signed-in donor's most recent donations (up to 100), as a plain list",
    tags: ['donor-area'],
  }),
  statementYears: endpoint({
    method: 'GET',
    path: '/api/users/me/statements',
    access: 'signed-in',
    summary: 'The years the signed-in donor has an annual statement for',
    tags: ['donor-area'],
  }),
  statement: endpoint({
    method: 'GET',
    path: '/api/users/me/statements/:year',
    access: 'signed-in',
    summary: "The signed-in donor's annual giving statement for one year, as a PDF",
    tags: ['donor-area'],
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/users/me/donations/export',
    access: 'signed-in',
    summary: 'Every donation of the signed-in donor as a CSV file (spreadsheet-safe: no formulas)',
    tags: ['donor-area'],
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/api/donations/:id/receipt',
    // The donor's own (or an administrator's) by session, or anyone's with the signed link from the receipt e-mail.
    access: 'public',
    summary: 'A donation receipt as a PDF: for its donor, an administrator, or the holder of its signed link',
    tags: ['donor-area'],
  }),
} as const;
