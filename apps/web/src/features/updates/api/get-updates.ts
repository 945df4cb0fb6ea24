import { campaignEndpoints, type CampaignUpdate, type campaignOperations } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

/** Under 'admin', apart from the public page's cache: an administrator's list also holds the private updates. */
export const updateKeys = {
  list: (campaignId: number) => ['admin', 'updates', campaignId] as const,
};

/** Newest first, whatever order the answer came in. */
export function newestFirst(updates: CampaignUpdate[]): CampaignUpdate[] {
  return [...updates].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** GET /api/campaigns/{id}/updates: an administrator gets the private updates too. */
export async function getUpdates(campaignId: number, signal?: AbortSignal): Promise<CampaignUpdate[]> {
  const params = { id: campaignId };
  return newestFirst(
    await callOperation<typeof campaignOperations.updates>(campaignEndpoints.updates, { params, signal }),
  );
}

export function updatesQueryOptions(campaignId: number) {
  return queryOptions({
    queryKey: updateKeys.list(campaignId),
    queryFn: ({ signal }) => getUpdates(campaignId, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useUpdates(campaignId: number) {
  return useQuery(updatesQueryOptions(campaignId));
}
