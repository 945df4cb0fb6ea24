import { recurringEndpoints, type DonorRecurring, type recurringOperations } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { donorKeys } from './query-keys';

// Under the dashboard's 'donor' key, so refreshing all of the donor's data refreshes this list too.
export const recurringDonationsQueryKey = [...donorKeys.all, 'recurring'] as const;

export function getRecurringDonations(signal?: AbortSignal): Promise<DonorRecurring[]> {
  return callOperation<typeof recurringOperations.list>(recurringEndpoints.list, { signal });
}

/** Asked again on every visit: a gift started on the donation page since the last one must show up. */
export function recurringDonationsQueryOptions() {
  return queryOptions({
    queryKey: recurringDonationsQueryKey,
    queryFn: ({ signal }) => getRecurringDonations(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useRecurringDonations() {
  return useQuery(recurringDonationsQueryOptions());
}
