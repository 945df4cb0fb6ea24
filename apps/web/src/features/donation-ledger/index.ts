// The donations ledger's public face. Its pages are not exported here: admin-routes.tsx loads them lazily by
// path. An action on a donation (a refund, a resent receipt, an offline gift) refreshes the ledger's list and
// detail with `queryClient.invalidateQueries({ queryKey: ledgerKeys.all })`.
export { ledgerKeys } from './api/query-keys';
