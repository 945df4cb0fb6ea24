import type { Endpoint } from './operation';

/** The admin donor list and donor page (admin spec section 2): where they live (operation.ts). */
export const donorEndpoints = {
  list: { method: 'GET', path: '/api/admin/donors' },
  detail: { method: 'GET', path: '/api/admin/donors/:key' },
} as const satisfies Record<string, Endpoint>;
