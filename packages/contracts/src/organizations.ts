import type { Endpoint } from './operation';

/** Organizations (admin spec section 7): where they live and who may call them (operation.ts). */
export const organizationEndpoints = {
  list: { method: 'GET', path: '/api/admin/organizations' },
  create: { method: 'POST', path: '/api/organizations' },
} as const satisfies Record<string, Endpoint>;
