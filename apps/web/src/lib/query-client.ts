import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

const MINUTE = 60_000;

/** Spec section 9, data freshness: 5 minutes fresh, 10 kept, no retries, no refetch on focus or mount, no polling. */
export const queryDefaults = {
  queries: {
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchInterval: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
