import type { OnboardingTour } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const onboardingSettingsQueryKey = ['admin', 'onboarding', 'settings'] as const;

/** GET /api/admin/onboarding/settings: the edited tour with its slides and steps (administrators only). */
export function getOnboardingSettings(signal?: AbortSignal): Promise<OnboardingTour> {
  return api.get<OnboardingTour>('/api/admin/onboarding/settings', signal);
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
