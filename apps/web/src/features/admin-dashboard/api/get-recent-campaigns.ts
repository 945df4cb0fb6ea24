import { adminDashboardEndpoints, type adminDashboardOperations, type AdminRecentCampaign } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { adminDashboardKeys } from './query-keys';

export function getRecentCampaigns(signal?: AbortSignal): Promise<AdminRecentCampaign[]> {
  return callOperation<typeof adminDashboardOperations.recentCampaigns>(adminDashboardEndpoints.recentCampaigns, {
    signal,
  });
}

/** The 3 newest campaigns of any status (admin spec section 9); asked again on every visit. */
export function recentCampaignsQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKeys.recentCampaigns(),
    queryFn: ({ signal }) => getRecentCampaigns(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useRecentCampaigns() {
  return useQuery(recentCampaignsQueryOptions());
}
