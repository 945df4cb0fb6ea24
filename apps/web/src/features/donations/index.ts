// The donations feature's public face. Pages are not exported here: the router loads the donation page and the
// success page lazily by path, so their form and validation code (zod) stay out of the initial bundle.
export { paymentsConfigQueryOptions, usePaymentsConfig } from './api/get-payments-config';
export { donationStatusQueryOptions } from './api/get-donation-status';
export { TestModeBadge } from './components/test-mode-badge';
// For the donor dashboard's Payment Methods tab (lazily loaded). Re-exports are tree-shaken per chunk, so none
// of these reach the initial bundle unless initial code uses them.
export { savedCardsQueryKey, savedCardsQueryOptions } from './api/get-saved-cards';
export { cardBrandName, cardExpiry, savedCardName, savedCardSpokenName } from './lib/saved-cards';
export { SandboxCardFields, useSandboxCardForm } from './components/sandbox-card-fields';
export { SandboxTestCards, setupTestCards } from './components/sandbox-test-cards';
export { stripeElementsOptions, stripeFor } from './lib/stripe-js';
