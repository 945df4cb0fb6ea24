import { adminDashboardEndpoints, type adminDashboardOperations, type MonthlyTotals } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { adminDashboardKeys } from './query-keys';

export function getMonthlyTotals(signal?: AbortSignal): Promise<MonthlyTotals> {
  return callOperation<typeof adminDashboardOperations.monthly>(adminDashboardEndpoints.monthly, { signal });
}

/** Money raised per month over the last 12 months, oldest first; asked again on every visit. */
export function monthlyTotalsQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKeys.monthly(),
    queryFn: ({ signal }) => getMonthlyTotals(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useMonthlyTotals() {
  return useQuery(monthlyTotalsQueryOptions());
}
