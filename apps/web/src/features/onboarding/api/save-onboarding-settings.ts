import {
  onboardingEndpoints,
  type onboardingOperations,
  type OnboardingSaveResult,
  type OnboardingSettingsInput,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { onboardingSettingsQueryKey } from './get-onboarding-settings';

/** the tour saved whole; answers it as stored (HTML sanitized). */
export function saveOnboardingSettings(body: OnboardingSettingsInput): Promise<OnboardingSaveResult> {
  return callOperation<typeof onboardingOperations.saveSettings>(onboardingEndpoints.saveSettings, { body });
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
