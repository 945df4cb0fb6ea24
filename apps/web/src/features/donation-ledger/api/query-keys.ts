import type { LedgerQuery } from '@causeway/contracts';

/**
 * Everything the ledger caches sits under 'admin-donations', so an action on a donation (a refund, a resent
 * receipt, an offline gift) refreshes the list and the detail with `ledgerKeys.all`.
 */
export const ledgerKeys = {
  all: ['admin-donations'] as const,
  list: (query: LedgerQuery) => ['admin-donations', 'list', query] as const,
  detail: (id: number) => ['admin-donations', 'detail', id] as const,
};
