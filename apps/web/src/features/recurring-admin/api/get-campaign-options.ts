import { campaignAdminEndpoints, type campaignAdminOperations } from '@causeway/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { recurringAdminKeys } from './query-keys';

/** The server's largest page of campaigns. */
const CAMPAIGN_OPTIONS = 100;

/** The campaign filter's choices: the newest campaigns of every status, by title, with their currency. */
export function useCampaignOptions() {
  return useQuery({
    queryKey: recurringAdminKeys.campaigns(),
    queryFn: async ({ signal }) => {
      const page = await callOperation<typeof campaignAdminOperations.list>(campaignAdminEndpoints.list, {
        query: { limit: CAMPAIGN_OPTIONS },
        signal,
      });
      return page.items
        .map((campaign) => ({ id: campaign.id, title: campaign.title, currency: campaign.currency }))
        .sort((a, b) => a.title.localeCompare(b.title));
    },
    staleTime: 5 * 60_000,
  });
}
