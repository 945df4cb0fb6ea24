// The admin donor list's public face. Its pages are not exported here: admin-routes.tsx loads them lazily by
// path, so none of this is in the public bundles. Other admin features may refresh donor data after a change
// with `queryClient.invalidateQueries({ queryKey: donorListKeys.all })`.
export { donorListKeys } from './api/query-keys';
// Shared with the donations ledger, which shows the same donors.
export { GuestBadge } from './components/guest-badge';
export { pageButtons } from './lib/donor-list-params';
export { donorTotalText } from './lib/donor-display';
