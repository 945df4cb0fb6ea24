import type { Endpoint } from './operation';

/** The impact figures (spec section 1, 'Our Impact Together') and the donor's own (spec section 3). */
export const statsEndpoints = {
  impact: { method: 'GET', path: '/api/stats' },
  donor: { method: 'GET', path: '/api/stats/donor' },
} as const satisfies Record<string, Endpoint>;
