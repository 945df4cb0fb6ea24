import type { Endpoint } from './operation';

/** A donor's saved cards (spec sections 3 and 4): where their operations live (operation.ts). */
export const paymentMethodEndpoints = {
  list: { method: 'GET', path: '/api/payment-methods/user' },
  setupIntent: { method: 'POST', path: '/api/payment-methods/setup-intent' },
  add: { method: 'POST', path: '/api/payment-methods' },
  setDefault: { method: 'PUT', path: '/api/payment-methods/:id/default' },
  remove: { method: 'DELETE', path: '/api/payment-methods/:id' },
} as const satisfies Record<string, Endpoint>;
