import { donationLedgerEndpoints, type donationLedgerOperations, type LedgerPage } from '@causeway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { ledgerQuery, type LedgerListState } from '../lib/ledger-list-params';
import { ledgerKeys } from './query-keys';

export function getLedger(state: LedgerListState, signal?: AbortSignal): Promise<LedgerPage> {
  return callOperation<typeof donationLedgerOperations.list>(donationLedgerEndpoints.list, {
    query: ledgerQuery(state),
    signal,
  });
}

/**
 * One page of the ledger as filtered and sorted in the URL. Fresh on every visit, since gifts keep arriving;
 * while the next page or filter loads the current rows stay on screen.
 */
export function ledgerQueryOptions(state: LedgerListState) {
  return queryOptions({
    queryKey: ledgerKeys.list(ledgerQuery(state)),
    queryFn: ({ signal }) => getLedger(state, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

export function useLedger(state: LedgerListState) {
  return useQuery(ledgerQueryOptions(state));
}
