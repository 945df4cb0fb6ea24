import {
  donationEndpoints as endpoints,
  type donationOperations as ops,
  type DonationStatusResponse,
} from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

/** While the payment is pending the success page asks again every 1.5 s, for about 15 s. */
export const STATUS_POLL_INTERVAL = 1500;
export const STATUS_POLL_ATTEMPTS = 10;

export const donationStatusQueryKey = (paymentIntentId: string) => ['donations', 'status', paymentIntentId] as const;

export function getDonationStatus(paymentIntentId: string, signal?: AbortSignal): Promise<DonationStatusResponse> {
  return callOperation<typeof ops.status>(endpoints.status, { query: { payment_intent: paymentIntentId }, signal });
}

/** The success page's check (DECISIONS.md): the donation's real status, never a cached one. */
export function donationStatusQueryOptions(paymentIntentId: string) {
  return queryOptions({
    queryKey: donationStatusQueryKey(paymentIntentId),
    queryFn: ({ signal }) => getDonationStatus(paymentIntentId, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < STATUS_POLL_ATTEMPTS
        ? STATUS_POLL_INTERVAL
        : false,
  });
}

export function useDonationStatus(paymentIntentId: string) {
  return useQuery(donationStatusQueryOptions(paymentIntentId));
}
