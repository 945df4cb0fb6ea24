import { paymentEndpoints as endpoints, type paymentOperations as ops, type PaymentsConfig } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

export const paymentsConfigQueryKey = ['payments', 'config'] as const;

export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return callOperation<typeof ops.config>(endpoints.config, { signal });
}

/**
 * Which provider takes the payment (changes only with a server restart) and the fee options of Settings →
 * Payment (an administrator may change them at any time, so they are asked for again after a minute).
 */
export function paymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: paymentsConfigQueryKey,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: 60_000,
  });
}

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
