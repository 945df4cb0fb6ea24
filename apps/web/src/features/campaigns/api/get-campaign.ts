import { campaignEndpoints, type CampaignDetail, type campaignOperations } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { campaignKeys } from './get-campaigns';

export function getCampaign(id: number, signal?: AbortSignal): Promise<CampaignDetail> {
  return callOperation<typeof campaignOperations.detail>(campaignEndpoints.detail, { params: { id }, signal });
}

/** Only a numeric id is asked for (spec section 7: "only when an id exists"); anything else is not found. */
export function campaignQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: campaignKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getCampaign(id!, signal),
    enabled: id !== null,
  });
}

export function useCampaign(id: number | null) {
  return useQuery(campaignQueryOptions(id));
}
