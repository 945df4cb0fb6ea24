import { donorEndpoints, type DonorDetail, type donorOperations } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { donorListKeys } from './query-keys';

export function getDonor(key: string, signal?: AbortSignal): Promise<DonorDetail> {
  return callOperation<typeof donorOperations.detail>(donorEndpoints.detail, { params: { key }, signal });
}

/** One donor with their donations and recurring gifts; fresh on every visit. */
export function donorQueryOptions(key: string) {
  return queryOptions({
    queryKey: donorListKeys.detail(key),
    queryFn: ({ signal }) => getDonor(key, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useDonor(key: string) {
  return useQuery(donorQueryOptions(key));
}
