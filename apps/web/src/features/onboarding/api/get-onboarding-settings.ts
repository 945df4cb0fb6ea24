import { onboardingEndpoints, type onboardingOperations, type OnboardingTour } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

export const onboardingSettingsQueryKey = ['admin', 'onboarding', 'settings'] as const;

/** the edited tour with its slides and steps (administrators only). */
export function getOnboardingSettings(signal?: AbortSignal): Promise<OnboardingTour> {
  return callOperation<typeof onboardingOperations.settings>(onboardingEndpoints.settings, { signal });
}

export function onboardingSettingsQueryOptions() {
  return queryOptions({
    queryKey: onboardingSettingsQueryKey,
    queryFn: ({ signal }) => getOnboardingSettings(signal),
  });
}

export function useOnboardingSettings(enabled = true) {
  return useQuery({ ...onboardingSettingsQueryOptions(), enabled });
}
