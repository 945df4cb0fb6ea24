// The admin recurring gifts feature's public face. Its page is not exported here: app/admin-routes.tsx loads it
// lazily by path. Other admin features may refresh it after a change with `recurringAdminKeys`.
export { recurringAdminKeys } from './api/query-keys';
// The campaign filter and its choices, shared with the donations ledger (its filters and its offline gift form).
export { useCampaignOptions } from './api/get-campaign-options';
export { CampaignFilter } from './components/campaign-filter';
