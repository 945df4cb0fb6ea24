// The donor dashboard's public face. The page is not exported here: the router loads it lazily by path, so the
// dashboard's code stays out of the initial bundle. Other features may refresh the dashboard's data after a
// change to the donor's giving with `queryClient.invalidateQueries({ queryKey: donorKeys.all })`.
export { donorKeys } from './api/query-keys';
// Status badges and labels, shared with the admin area's donor pages.
export { DonationStatusBadge } from './components/donation-status-badge';
export { RecurringStatusBadge } from './components/recurring/recurring-status-badge';
export { donationKindLabel, donationStatusLabels, donationTypeLabels } from './lib/donation-display';
// Saves a file the session may read under the server's name (the account's data export uses it too).
export { downloadFile } from './lib/download-file';
