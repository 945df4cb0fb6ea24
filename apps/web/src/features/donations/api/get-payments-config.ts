import type { PaymentsConfig } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const paymentsConfigQueryKey = ['payments', 'config'] as const;

export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return api.get<PaymentsConfig>('/api/payments/config', signal);
}

/** Which provider takes the payment; it changes only with a server restart, so it is fetched once. */
export function paymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: paymentsConfigQueryKey,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: Infinity,
  });
}

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
