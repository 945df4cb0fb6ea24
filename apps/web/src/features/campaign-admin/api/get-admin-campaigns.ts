import {
  ADMIN_CAMPAIGN_PAGE_SIZE,
  campaignAdminEndpoints,
  type campaignAdminOperations as ops,
} from '@causeway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { adminKeys, type AdminCampaignListParams } from './query-keys';

/** Only what is set goes in the query string (an empty search, no status), so the default list has the plainest URL. */
export function getAdminCampaigns(params: AdminCampaignListParams, signal?: AbortSignal) {
  const query = { q: params.q, status: params.status ?? undefined, page: params.page, limit: ADMIN_CAMPAIGN_PAGE_SIZE };
  return callOperation<typeof ops.list>(campaignAdminEndpoints.list, { query, signal });
}

/**
 * Every status, newest first; read again on every visit (another admin may have changed it). The last page stays
 * on screen while the next search or page loads.
 */
export function adminCampaignsQueryOptions(params: AdminCampaignListParams) {
  return queryOptions({
    queryKey: adminKeys.campaignList(params),
    queryFn: ({ signal }) => getAdminCampaigns(params, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

export function useAdminCampaigns(params: AdminCampaignListParams) {
  return useQuery(adminCampaignsQueryOptions(params));
}
