import { campaignEndpoints, type CampaignUpdate, type campaignOperations } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { campaignKeys } from './get-campaigns';

/** The campaign's public updates, newest first (DECISIONS.md: the Updates tab lists them). */
export function getCampaignUpdates(id: number, signal?: AbortSignal): Promise<CampaignUpdate[]> {
  return callOperation<typeof campaignOperations.updates>(campaignEndpoints.updates, { params: { id }, signal });
}

export function campaignUpdatesQueryOptions(id: number) {
  return queryOptions({
    queryKey: campaignKeys.updates(id),
    queryFn: ({ signal }) => getCampaignUpdates(id, signal),
  });
}

export function useCampaignUpdates(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...campaignUpdatesQueryOptions(id), enabled: options.enabled ?? true });
}
