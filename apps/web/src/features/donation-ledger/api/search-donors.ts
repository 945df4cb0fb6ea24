import { donorEndpoints, type AdminDonor, type donorOperations } from '@causeway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { donorListKeys } from '@/features/donors';
import { callOperation } from '@/lib/api-client';

/** How many matches the offline gift's donor search offers. */
export const DONOR_MATCHES = 5;

/** Donors (accounts and guests) whose name or e-mail matches `q`, for the offline gift's donor; idle under 2 characters. */
export function useDonorSearch(q: string) {
  return useQuery({
    queryKey: [...donorListKeys.all, 'search', q] as const,
    queryFn: async ({ signal }): Promise<AdminDonor[]> => {
      const page = await callOperation<typeof donorOperations.list>(donorEndpoints.list, { query: { q }, signal });
      return page.items.slice(0, DONOR_MATCHES);
    },
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
