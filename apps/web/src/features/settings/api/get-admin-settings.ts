import { settingsEndpoints, type AdminSettings, type settingsOperations } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

export const adminSettingsQueryKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the Organization, Email and Payment tabs (administrators only). */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return callOperation<typeof settingsOperations.admin>(settingsEndpoints.admin, { signal });
}

export function adminSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminSettingsQueryKey,
    queryFn: ({ signal }) => getAdminSettings(signal),
  });
}

/** `enabled` is false for a non-admin: no admin data is asked for on their behalf (spec section 6). */
export function useAdminSettings(enabled: boolean) {
  return useQuery({ ...adminSettingsQueryOptions(), enabled });
}
