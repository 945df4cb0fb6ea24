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
} as const;
