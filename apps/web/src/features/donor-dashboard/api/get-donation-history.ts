import {
  donationHistoryEndpoints,
  type donationHistoryOperations,
  type DonorDonation,
  type Page,
} from '@causeway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { HISTORY_PAGE_SIZE } from '../lib/donation-display';
import { donorKeys } from './query-keys';

export function getDonationHistory(page: number, limit: number, signal?: AbortSignal): Promise<Page<DonorDonation>> {
  return callOperation<typeof donationHistoryOperations.history>(donationHistoryEndpoints.history, {
    query: { page, limit },
    signal,
  });
}

/**
 * One page of the donor's history, newest first. Asked again on every visit (a new gift must appear); the
 * recent-activity card reads page 1 of the same query, so the dashboard makes one request for both.
 */
export function donationHistoryQueryOptions(page: number, limit: number = HISTORY_PAGE_SIZE) {
  return queryOptions({
    queryKey: donorKeys.donations(page, limit),
    queryFn: ({ signal }) => getDonationHistory(page, limit, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    // Paging keeps the current rows on screen until the next page arrives, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
}

export function useDonationHistory(page: number) {
  return useQuery(donationHistoryQueryOptions(page));
}
