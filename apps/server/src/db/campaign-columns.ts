import { campaigns, organizations } from './schema';

/**
 * A campaign with its organization, as the public pages and the admin area both select it (one shape, so a
 * campaign answer is built by one function, campaigns.service toCampaign).
 */
export const campaignColumns = {
  campaign: campaigns,
  organization: { id: organizations.id, name: organizations.name, description: organizations.description },
};

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignWithOrganization = {
  campaign: CampaignRow;
  organization: { id: number; name: string; description: string } | null;
};
