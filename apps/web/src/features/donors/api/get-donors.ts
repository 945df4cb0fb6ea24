import { donorEndpoints, type AdminDonor, type donorOperations, type Page } from '@causeway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { DonorListState } from '../lib/donor-list-params';
import { donorListKeys } from './query-keys';

export function getDonors(state: DonorListState, signal?: AbortSignal): Promise<Page<AdminDonor>> {
  // The server's page defaults to 1, but saying it keeps the request explicit in logs.
  const query = { q: state.q, filter: state.filter === 'all' ? undefined : state.filter, page: state.page };
  return callOperation<typeof donorOperations.list>(donorEndpoints.list, { query, signal });
}

/**
 * One page of donors, sorted by the server (total donated, highest first). Fresh on every visit, since gifts
 * keep arriving; while the next page or filter loads the current rows stay on screen.
 */
export function donorsQueryOptions(state: DonorListState) {
  return queryOptions({
    queryKey: donorListKeys.list(state),
    queryFn: ({ signal }) => getDonors(state, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

export function useDonors(state: DonorListState) {
  return useQuery(donorsQueryOptions(state));
}
