import type { Endpoint } from './operation';

/** Settings (admin spec section 2, Settings; DECISIONS.md): where they are read and saved (operation.ts). */
export const settingsEndpoints = {
  admin: { method: 'GET', path: '/api/admin/settings' },
  save: { method: 'PUT', path: '/api/admin/settings' },
  public: { method: 'GET', path: '/api/settings/public' },
} as const satisfies Record<string, Endpoint>;
