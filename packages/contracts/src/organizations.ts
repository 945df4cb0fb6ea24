import { endpoint } from './operation';

/** Organizations (admin spec section 7): where they live and who may call them (operation.ts). */
export const organizationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/organizations',
    access: 'admin',
    summary: 'The organizations a campaign can belong to, by name, with their campaign counts',
    tags: ['admin/organizations'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/organizations',
    access: 'admin',
    summary: 'Adds an organization: name, description, contact e-mail',
    tags: ['admin/organizations'],
  }),
} as const;
