import type { CampaignStatus } from '@causeway/contracts';

export type AdminCampaignListParams = { q: string; status: CampaignStatus | null; page: number };

/**
 * The admin campaign caches sit under 'admin' with the rest of the admin area's data (the overview's figures and
 * recent campaigns included), so a saved, duplicated or deleted campaign refreshes them all with `adminKeys.all`.
 */
export const adminKeys = {
  all: ['admin'] as const,
  campaigns: ['admin', 'campaigns'] as const,
  campaignList: (params: AdminCampaignListParams) => ['admin', 'campaigns', 'list', params] as const,
  campaign: (id: number) => ['admin', 'campaigns', 'detail', id] as const,
  organizations: ['admin', 'organizations'] as const,
};
