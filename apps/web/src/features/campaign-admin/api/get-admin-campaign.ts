import { campaignAdminEndpoints, type campaignAdminOperations as ops } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** Any status, with rewards and embed settings, as the edit form loads it. */
export function getAdminCampaign(id: number, signal?: AbortSignal) {
  return callOperation<typeof ops.detail>(campaignAdminEndpoints.detail, { params: { id }, signal });
}

export function adminCampaignQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminKeys.campaign(id),
    queryFn: ({ signal }) => getAdminCampaign(id, signal),
    // The form takes its values once, when it opens: from what the server has now, never from a copy cached by an
    // earlier visit (which would show the title as it was before the last save).
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });
}

export function useAdminCampaign(id: number) {
  return useQuery(adminCampaignQueryOptions(id));
}
