import type { Endpoint } from './operation';

// Apart from auth.ts: every page asks who is signed in, so these land in the first script, and the sign-in
// forms' messages beside them would go with them (a module is not split between chunks).
/** Signing up, in and out, and who is signed in (spec section 5): where their operations live (operation.ts). */
export const authEndpoints = {
  register: { method: 'POST', path: '/api/auth/register' },
  login: { method: 'POST', path: '/api/auth/login' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  me: { method: 'GET', path: '/api/auth/me' },
} as const satisfies Record<string, Endpoint>;
