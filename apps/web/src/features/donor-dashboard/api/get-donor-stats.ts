import { statsEndpoints, type DonorStats, type statsOperations } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { donorKeys } from './query-keys';

export function getDonorStats(signal?: AbortSignal): Promise<DonorStats> {
  return callOperation<typeof statsOperations.donor>(statsEndpoints.donor, { signal });
}

/** Asked again on every visit: a gift made since the last one must show in the totals. */
export function donorStatsQueryOptions() {
  return queryOptions({
    queryKey: donorKeys.stats(),
    queryFn: ({ signal }) => getDonorStats(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useDonorStats() {
  return useQuery(donorStatsQueryOptions());
}
