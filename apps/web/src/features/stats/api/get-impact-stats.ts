import { statsEndpoints, type ImpactStats, type statsOperations } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

/** Spec section 9: the impact figures stay fresh for 10 minutes. */
export const IMPACT_STATS_STALE_TIME = 10 * 60_000;

export const impactStatsQueryKey = ['stats', 'impact'] as const;

export function getImpactStats(signal?: AbortSignal): Promise<ImpactStats> {
  return callOperation<typeof statsOperations.impact>(statsEndpoints.impact, { signal });
}

export function impactStatsQueryOptions() {
  return queryOptions({
    queryKey: impactStatsQueryKey,
    queryFn: ({ signal }) => getImpactStats(signal),
    staleTime: IMPACT_STATS_STALE_TIME,
  });
}

export function useImpactStats() {
  return useQuery(impactStatsQueryOptions());
}
