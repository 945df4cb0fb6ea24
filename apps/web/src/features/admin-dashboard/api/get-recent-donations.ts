import { adminDashboardEndpoints, type adminDashboardOperations, type AdminRecentDonation } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { adminDashboardKeys } from './query-keys';

export function getRecentDonations(signal?: AbortSignal): Promise<AdminRecentDonation[]> {
  return callOperation<typeof adminDashboardOperations.recentDonations>(adminDashboardEndpoints.recentDonations, {
    signal,
  });
}

/** The 3 newest donations (admin spec section 9); asked again on every visit. */
export function recentDonationsQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKeys.recentDonations(),
    queryFn: ({ signal }) => getRecentDonations(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useRecentDonations() {
  return useQuery(recentDonationsQueryOptions());
}
