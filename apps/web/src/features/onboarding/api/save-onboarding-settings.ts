import type { OnboardingSaveResult, OnboardingSettingsInput } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { onboardingSettingsQueryKey } from './get-onboarding-settings';
import { onboardingToursQueryKey } from './get-available-tours';

/** POST /api/admin/onboarding/settings: the tour saved whole; answers it as stored (HTML sanitized). */
export function saveOnboardingSettings(body: OnboardingSettingsInput): Promise<OnboardingSaveResult> {
  return api.post<OnboardingSaveResult>('/api/admin/onboarding/settings', body);
}

export function useSaveOnboardingSettings(options: MutationCallbacks<OnboardingSaveResult> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingSettings,
    onError: options.onError,
    onSuccess: (result) => {
      queryClient.setQueryData(onboardingSettingsQueryKey, result.settings);
      // The admin's own tour list follows the change at the next page.
      void queryClient.invalidateQueries({ queryKey: onboardingToursQueryKey });
      options.onSuccess?.(result);
    },
  });
}
