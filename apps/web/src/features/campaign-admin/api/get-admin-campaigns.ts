import { ADMIN_CAMPAIGN_PAGE_SIZE, type AdminCampaign, type Page } from '@causeway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, type AdminCampaignListParams } from './query-keys';

/** The query string of GET /api/admin/campaigns: only what is set, so the default list has the plainest URL. */
export function adminCampaignSearch(params: AdminCampaignListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  search.set('page', String(params.page));
  search.set('limit', String(ADMIN_CAMPAIGN_PAGE_SIZE));
  return search.toString();
}

export function getAdminCampaigns(params: AdminCampaignListParams, signal?: AbortSignal) {
  return api.get<Page<AdminCampaign>>(`/api/admin/campaigns?${adminCampaignSearch(params)}`, signal);
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
