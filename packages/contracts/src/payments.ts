import { endpoint } from './operation';

/**
 * The payment provider's side of a gift (spec section 4, DECISIONS.md): which provider takes payments, the
 * sandbox's stand-ins for Stripe.js (served only in sandbox mode) and Stripe's webhook; where their operations
 * live (operation.ts).
 */
export const paymentEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/api/payments/config',
    access: 'public',
    summary: 'Which provider takes payments (Stripe with its publishable key, or the sandbox) and the fee options',
    tags: ['payments'],
  }),
  sandboxConfirm: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/confirm',
    access: 'public',
    summary: "Sandbox mode only: pays a payment intent with a test card (the stand-in for Stripe.js's confirmPayment)",
    tags: ['payments'],
  }),
  sandboxConfirmSetup: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/confirm-setup',
    access: 'public',
    summary: "Sandbox mode only: saves a test card on a setup intent (the stand-in for Stripe.js's confirmSetup)",
    tags: ['payments'],
  }),
  sandboxAuthenticate: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/authenticate',
    access: 'public',
    summary: "Sandbox mode only: the donor's answer to the stand-in for the bank's 3-D Secure check",
    tags: ['payments'],
  }),
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    access: 'public',
    summary: "Stripe's signed events (payments, refunds, subscriptions, saved cards); 404 unless the site uses Stripe",
    tags: ['payments'],
  }),
} as const;
