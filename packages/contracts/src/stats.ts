import { endpoint } from './operation';

/** The impact figures (spec section 1, 'Our Impact Together') and the donor's own (spec section 3). */
export const statsEndpoints = {
  impact: endpoint({
    method: 'GET',
    path: '/api/stats',
    access: 'public',
    summary: "The site's impact figures: total raised, campaigns that reached their goal, donors, average gift",
    tags: ['stats'],
  }),
  donor: endpoint({
    method: 'GET',
    path: '/api/stats/donor',
    access: 'signed-in',
    summary: "The signed-in donor's own figures: total given, active recurring gifts, campaigns supported",
    tags: ['stats'],
  }),
} as const;
