// The admin recurring gifts feature's public face. Its page is not exported here: app/admin-routes.tsx loads it
// lazily by path. Other admin features may refresh it after a change with `recurringAdminKeys`.
export { recurringAdminKeys } from './api/query-keys';
// The campaign filter's choices, shared with the donations ledger.
export { useCampaignOptions } from './api/get-campaign-options';
