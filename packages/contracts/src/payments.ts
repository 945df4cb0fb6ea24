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

/**
 * The sandbox's answers for a card it refuses, worded as Stripe's (DECISIONS.md, Payments). Contracts' messages, so
 * the donor reads them in the page's language (issue 26), on the payment step and in the e-mail of failed renewals.
 */
export const sandboxCardMessages = {
  invalidNumber: 'Your card number is invalid.',
  expired: 'Your card has expired.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notATestCard: 'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;
