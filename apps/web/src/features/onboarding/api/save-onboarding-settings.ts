import type { OnboardingSaveResult, OnboardingSettingsInput } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { onboardingSettingsQueryKey } from './get-onboarding-settings';

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
      // The admin's own runtime is not told: a saved tour starts at the next sign-in, not over the editor.
      queryClient.setQueryData(onboardingSettingsQueryKey, result.settings);
      options.onSuccess?.(result);
    },
  });
}
