import type { Endpoint } from './operation';

/**
 * An administrator's writes to a campaign's updates (admin spec section 5): where they live. The list is a public
 * read of the campaign (campaigns.ts).
 */
export const campaignUpdateEndpoints = {
  create: { method: 'POST', path: '/api/campaigns/:id/updates' },
  edit: { method: 'PUT', path: '/api/campaigns/:id/updates/:updateId' },
  remove: { method: 'DELETE', path: '/api/campaigns/:id/updates/:updateId' },
} as const satisfies Record<string, Endpoint>;
