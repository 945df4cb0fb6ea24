import type { AdminDonor, Page } from '@causeway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorListSearch, type DonorListState } from '../lib/donor-list-params';
import { donorListKeys } from './query-keys';

export function getDonors(state: DonorListState, signal?: AbortSignal): Promise<Page<AdminDonor>> {
  const params = donorListSearch(state);
  // The server's page defaults to 1, but saying it keeps the request explicit in logs.
  params.set('page', String(state.page));
  return api.get<Page<AdminDonor>>(`/api/admin/donors?${params.toString()}`, signal);
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
