import type { QueryClient } from '@tanstack/react-query';
import { campaignKeys } from '@/features/campaigns';
import { impactStatsQueryKey } from '@/features/stats';
import { adminKeys } from './query-keys';

/**
 * After a campaign is saved, copied or removed: the admin lists and overview, and the public lists and pages
 * (spec section 2: "the cached admin and public campaign lists are refreshed"). Admin queries read again on every
 * mount; public ones do not (spec section 9), so their cached copies not on screen are dropped and load anew.
 */
export function invalidateCampaigns(queryClient: QueryClient): Promise<unknown> {
  for (const queryKey of [campaignKeys.all, impactStatsQueryKey])
    queryClient.removeQueries({ queryKey, type: 'inactive' });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    queryClient.invalidateQueries({ queryKey: impactStatsQueryKey }),
  ]);
}
