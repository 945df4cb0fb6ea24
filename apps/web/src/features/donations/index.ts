// The donations feature's public face. Pages are not exported here: the router loads the donation page and the
// success page lazily by path, so their form and validation code (zod) stay out of the initial bundle.
export { paymentsConfigQueryOptions, usePaymentsConfig } from './api/get-payments-config';
export { donationStatusQueryOptions } from './api/get-donation-status';
export { TestModeBadge } from './components/test-mode-badge';
