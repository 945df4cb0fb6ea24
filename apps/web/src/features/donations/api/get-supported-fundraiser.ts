import { fundraiserEndpoints, type fundraiserOperations, type PublicFundraiser } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignKeys } from '@/features/campaigns';
import { callOperation, isApiError } from '@/lib/api-client';

/** A page's slug as the API accepts it: anything else is no page, without asking. */
const SLUG = /^[a-z0-9-]{1,70}$/;

/**
 * The supporter's page a gift is given through (`/donate/{id}?fundraiser={slug}`, issue 25). Its own key under the
 * campaign's (public, so the server-rendered page carries it): an unknown or hidden page is null here, not an
 * error, so the donation page renders and gives as it always does. The fundraiser page's own query keeps errors.
 */
export function supportedFundraiserQueryOptions(campaignId: number | null, slug: string | null) {
  const valid = campaignId !== null && slug !== null && SLUG.test(slug);
  return queryOptions({
    queryKey: [...campaignKeys.detail(campaignId ?? 0), 'fundraisers', 'giving-through', slug ?? ''] as const,
    queryFn: async ({ signal }): Promise<PublicFundraiser | null> => {
      try {
        return await callOperation<typeof fundraiserOperations.page>(fundraiserEndpoints.page, {
          params: { id: campaignId!, slug: slug! },
          signal,
        });
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    enabled: valid,
  });
}

export function useSupportedFundraiser(campaignId: number | null, slug: string | null) {
  return useQuery(supportedFundraiserQueryOptions(campaignId, slug));
}
