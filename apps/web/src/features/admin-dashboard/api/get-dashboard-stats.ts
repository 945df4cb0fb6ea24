import { adminDashboardEndpoints, type adminDashboardOperations, type AdminDashboardStats } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { adminDashboardKeys } from './query-keys';

export function getDashboardStats(signal?: AbortSignal): Promise<AdminDashboardStats> {
  return callOperation<typeof adminDashboardOperations.stats>(adminDashboardEndpoints.stats, { signal });
}

/** Asked again on every visit: the overview is where an administrator looks for today's figures. */
export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKeys.stats(),
    queryFn: ({ signal }) => getDashboardStats(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
