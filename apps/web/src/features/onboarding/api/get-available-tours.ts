import { onboardingEndpoints, type onboardingOperations, type AvailableTours } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

export const onboardingToursQueryKey = ['onboarding', 'available-tours'] as const;

/** the tours for the user's role, their progress and the one to start. */
export function getAvailableTours(signal?: AbortSignal): Promise<AvailableTours> {
  return callOperation<typeof onboardingOperations.available>(onboardingEndpoints.available, { signal });
}

export function availableToursQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...onboardingToursQueryKey, userId],
    queryFn: ({ signal }) => getAvailableTours(signal),
    // Asked once per sign-in (admin spec section 4); a new sign-in mounts the runtime again and asks afresh.
    staleTime: Infinity,
    retry: false,
  });
}

export function useAvailableTours(userId: number | null) {
  return useQuery({ ...availableToursQueryOptions(userId ?? 0), enabled: userId !== null });
}
