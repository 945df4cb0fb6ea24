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
// The recurring gift's card and dialogs, and the card form, shared with the manage-by-link page (issue 24): each
// takes its actions as props, so each page sends them to its own API.
export { RecurringGiftCard } from './components/recurring/recurring-gift-card';
export { CancelRecurringDialog } from './components/recurring/cancel-recurring-dialog';
export { ChangeAmountDialog } from './components/recurring/change-amount-dialog';
export { CardSetupDialog } from './components/payment-methods/card-setup-dialog';
