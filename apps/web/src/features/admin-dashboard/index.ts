// The admin overview's public face. Nothing public imports it: /dashboard loads AdminOverview lazily for
// administrators only, and admin-routes.tsx loads the page by path, so the code stays out of every donor bundle.
export { AdminOverview } from './components/admin-overview';
export { CampaignStatusBadge } from './components/campaign-status-badge';
export { adminDashboardKeys } from './api/query-keys';
