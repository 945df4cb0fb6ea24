import { endpoint } from './operation';

/** The admin donor list and donor page (admin spec section 2): where they live (operation.ts). */
export const donorEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/donors',
    access: 'admin',
    summary: 'One page of donors (accounts and guest e-mails), highest total first, filtered and searched',
    tags: ['admin/donors'],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/donors/:key',
    access: 'admin',
    summary: "One donor ('u{id}' or 'g{email}') with their donations, newest first, and recurring gifts",
    tags: ['admin/donors'],
  }),
} as const;
