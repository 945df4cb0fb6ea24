import type { Endpoint } from './operation';

/**
 * The payment provider's side of a gift (spec section 4, DECISIONS.md): which provider takes payments, the
 * sandbox's stand-ins for Stripe.js (served only in sandbox mode) and Stripe's webhook; where their operations
 * live (operation.ts).
 */
export const paymentEndpoints = {
  config: { method: 'GET', path: '/api/payments/config' },
  sandboxConfirm: { method: 'POST', path: '/api/payments/sandbox/confirm' },
  sandboxConfirmSetup: { method: 'POST', path: '/api/payments/sandbox/confirm-setup' },
  sandboxAuthenticate: { method: 'POST', path: '/api/payments/sandbox/authenticate' },
  stripeWebhook: { method: 'POST', path: '/api/payments/stripe/webhook' },
} as const satisfies Record<string, Endpoint>;
