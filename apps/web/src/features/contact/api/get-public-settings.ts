import { settingsEndpoints, type PublicSettings, type settingsOperations } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

export const publicSettingsQueryKey = ['settings', 'public'] as const;

/** GET /api/settings/public: the organization's name and support address as an administrator saved them. */
export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return callOperation<typeof settingsOperations.public>(settingsEndpoints.public, { signal });
}

export function publicSettingsQueryOptions() {
  return queryOptions({
    queryKey: publicSettingsQueryKey,
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
