import {
  campaignEndpoints,
  type Campaign,
  type CampaignCategory,
  type CampaignListQuery,
  type campaignOperations,
  type CampaignSort,
} from '@causeway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperationWithHeaders } from '@/lib/api-client';

/** Spec section 9: campaign lists stay fresh for 3 minutes. */
export const CAMPAIGN_LIST_STALE_TIME = 3 * 60_000;

export type CampaignListParams = {
  category?: CampaignCategory | 'all';
  q?: string;
  sort?: CampaignSort;
  limit: number;
  offset?: number;
};

export type CampaignPage = { items: Campaign[]; total: number };

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (params: CampaignListParams) => ['campaigns', 'list', params] as const,
  detail: (id: number) => ['campaigns', 'detail', id] as const,
  updates: (id: number) => ['campaigns', 'updates', id] as const,
};

/** The query of `GET /api/campaigns`: status as the spec's client sends it, no category for "all". */
export function campaignListQuery(params: CampaignListParams): CampaignListQuery {
  return {
    status: 'active',
    category: params.category && params.category !== 'all' ? params.category : undefined,
    q: params.q || undefined,
    sort: params.sort && params.sort !== 'newest' ? params.sort : undefined,
    limit: params.limit,
    offset: params.offset || undefined,
  };
}

/** The list is a plain JSON array with its total in the `X-Total-Count` header (DECISIONS.md). */
export async function getCampaigns(params: CampaignListParams, signal?: AbortSignal): Promise<CampaignPage> {
  const { data: items, headers } = await callOperationWithHeaders<typeof campaignOperations.list>(
    campaignEndpoints.list,
    { query: campaignListQuery(params), signal },
  );
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's name
  const header = Number(headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(header) && header >= items.length ? header : items.length };
}

export function campaignsQueryOptions(params: CampaignListParams) {
  return queryOptions({
    queryKey: campaignKeys.list(params),
    queryFn: ({ signal }) => getCampaigns(params, signal),
    staleTime: CAMPAIGN_LIST_STALE_TIME,
  });
}

/** `keepPrevious` keeps the last page on screen while the next one loads (listing paging and search). */
export function useCampaigns(params: CampaignListParams, options: { keepPrevious?: boolean } = {}) {
  return useQuery({
    ...campaignsQueryOptions(params),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
