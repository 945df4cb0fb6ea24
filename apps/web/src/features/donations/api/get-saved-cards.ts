import { paymentMethodEndpoints, type paymentMethodOperations, type PaymentMethod } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

export const savedCardsQueryKey = ['payment-methods', 'user'] as const;

export function getSavedCards(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return callOperation<typeof paymentMethodOperations.list>(paymentMethodEndpoints.list, { signal });
}

/** The signed-in donor's saved cards, default first; asked again on every visit, as a gift may have saved one. */
export function savedCardsQueryOptions() {
  return queryOptions({
    queryKey: savedCardsQueryKey,
    queryFn: ({ signal }) => getSavedCards(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Asked only for a signed-in donor: the call is a 401 for anyone else. */
export function useSavedCards(signedIn: boolean) {
  return useQuery({ ...savedCardsQueryOptions(), enabled: signedIn });
}
