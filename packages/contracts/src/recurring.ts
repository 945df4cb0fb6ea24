import { endpoint } from './operation';

/** A donor's recurring gifts (spec sections 3 and 4): where their operations live (operation.ts). */
export const recurringEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/recurring-donations/user',
    access: 'signed-in',
    summary: "The signed-in donor's recurring gifts, newest first",
    tags: ['recurring-donations'],
  }),
  /** The same list under the donor area's path. */
  listMine: endpoint({
    method: 'GET',
    path: '/api/users/me/recurring-donations',
    access: 'signed-in',
    summary: "The signed-in donor's recurring gifts, newest first (the donor area's path)",
    tags: ['recurring-donations'],
  }),
  change: endpoint({
    method: 'PATCH',
    path: '/api/recurring-donations/:id',
    access: 'signed-in',
    summary: 'Pauses, resumes or cancels one of the donor’s own recurring gifts',
    tags: ['recurring-donations'],
  }),
  changeAmount: endpoint({
    method: 'PUT',
    path: '/api/recurring-donations/:id/amount',
    access: 'signed-in',
    summary: 'A new amount in cents for one of the donor’s own recurring gifts, from the next charge on',
    tags: ['recurring-donations'],
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/recurring-donations/:id',
    access: 'signed-in',
    summary: 'Cancels one of the donor’s own recurring gifts (final)',
    tags: ['recurring-donations'],
  }),
} as const;
