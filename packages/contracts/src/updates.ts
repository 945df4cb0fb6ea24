import { endpoint } from './operation';

/**
 * An administrator's writes to a campaign's updates (admin spec section 5): where they live. The list is a public
 * read of the campaign (campaigns.ts).
 */
export const campaignUpdateEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/campaigns/:id/updates',
    access: 'admin',
    summary: 'Posts an update to a campaign, public or for administrators only',
    tags: ['admin/updates'],
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/api/campaigns/:id/updates/:updateId',
    access: 'admin',
    summary: "Saves an update's title, text, image and visibility; its date stays",
    tags: ['admin/updates'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/campaigns/:id/updates/:updateId',
    access: 'admin',
    summary: 'Deletes an update',
    tags: ['admin/updates'],
  }),
} as const;
