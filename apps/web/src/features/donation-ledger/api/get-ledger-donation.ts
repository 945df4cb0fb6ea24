import { donationLedgerEndpoints, type donationLedgerOperations, type LedgerDonationDetail } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { ledgerKeys } from './query-keys';

export function getLedgerDonation(id: number, signal?: AbortSignal): Promise<LedgerDonationDetail> {
  return callOperation<typeof donationLedgerOperations.detail>(donationLedgerEndpoints.detail, {
    params: { id },
    signal,
  });
}

/** One donation with its timeline; fresh on every visit, since provider events keep arriving. */
export function ledgerDonationQueryOptions(id: number) {
  return queryOptions({
    queryKey: ledgerKeys.detail(id),
    queryFn: ({ signal }) => getLedgerDonation(id, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useLedgerDonation(id: number) {
  return useQuery(ledgerDonationQueryOptions(id));
}
