import {
  settingsEndpoints,
  type AdminSettings,
  type AdminSettingsUpdate,
  type settingsOperations,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicSettingsQueryOptions } from '@/features/contact';
import { paymentsConfigQueryOptions } from '@/features/donations';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { adminSettingsQueryKey } from './get-admin-settings';

/** PUT /api/admin/settings: one tab, saved whole; answers all three tabs as stored. */
export function updateAdminSettings(body: AdminSettingsUpdate): Promise<AdminSettings> {
  return callOperation<typeof settingsOperations.save>(settingsEndpoints.save, { body });
}

export function useUpdateAdminSettings(options: MutationCallbacks<AdminSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onError: options.onError,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsQueryKey, settings);
      // The donation form's fee options and the Contact page's address come from these: show a change at once.
      void queryClient.invalidateQueries({ queryKey: paymentsConfigQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryOptions().queryKey });
      options.onSuccess?.(settings);
    },
  });
}
