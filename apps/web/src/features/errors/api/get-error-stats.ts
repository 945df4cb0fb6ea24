import { ERROR_POLL_MS, errorEndpoints, type errorOperations, type ErrorStats } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { errorKeys } from './query-keys';

export function getErrorStats(signal?: AbortSignal): Promise<ErrorStats> {
  return callOperation<typeof errorOperations.stats>(errorEndpoints.stats, { signal });
}

/** The six figures, polled with the list (admin spec section 9). */
export function errorStatsQueryOptions() {
  return queryOptions({
    queryKey: errorKeys.stats,
    queryFn: ({ signal }) => getErrorStats(signal),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: ERROR_POLL_MS,
  });
}

export function useErrorStats() {
  return useQuery(errorStatsQueryOptions());
}
