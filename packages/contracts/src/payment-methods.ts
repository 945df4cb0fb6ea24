import { endpoint } from './operation';

/** A donor's saved cards (spec sections 3 and 4): where their operations live (operation.ts). */
export const paymentMethodEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/payment-methods/user',
    access: 'signed-in',
    summary: "The signed-in donor's saved cards, default first",
    tags: ['payment-methods'],
  }),
  setupIntent: endpoint({
    method: 'POST',
    path: '/api/payment-methods/setup-intent',
    access: 'signed-in',
    summary: 'Starts collecting a card for later: the setup intent’s client secret',
    tags: ['payment-methods'],
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/payment-methods',
    access: 'signed-in',
    summary: "Adds the card the setup intent confirmed to the donor's wallet",
    tags: ['payment-methods'],
  }),
  setDefault: endpoint({
    method: 'PUT',
    path: '/api/payment-methods/:id/default',
    access: 'signed-in',
    summary: 'Makes one of the donor’s own cards the default for future and recurring gifts',
    tags: ['payment-methods'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/payment-methods/:id',
    access: 'signed-in',
    summary: 'Removes one of the donor’s own cards (not the one an active recurring gift uses)',
    tags: ['payment-methods'],
  }),
} as const;
