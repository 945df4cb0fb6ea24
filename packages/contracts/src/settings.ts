import { endpoint } from './operation';

/** Settings (admin spec section 2, Settings; DECISIONS.md): where they are read and saved (operation.ts). */
export const settingsEndpoints = {
  admin: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin',
    summary: 'The Organization, Email and Payment tabs as stored (never a secret)',
    tags: ['admin/settings'],
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    summary: 'Saves one tab whole; answers all three as stored',
    tags: ['admin/settings'],
  }),
  public: endpoint({
    method: 'GET',
    path: '/api/settings/public',
    access: 'public',
    summary: "The organization's name and support address, as anyone may see them",
    tags: ['settings'],
  }),
} as const;
