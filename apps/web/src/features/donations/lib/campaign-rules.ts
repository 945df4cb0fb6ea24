import type { Campaign } from '@causeway/contracts';

/** '12' → 12; 'abc', '0', '012' or anything beyond a database integer → null (the route needs a numeric id). */
export function parseCampaignId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Only active campaigns whose end has not passed take donations (DECISIONS.md, Campaign life); daysLeft 0 ends
 * later today, so it still does.
 */
export function acceptsDonations(campaign: Pick<Campaign, 'status' | 'daysLeft'>): boolean {
  return campaign.status === 'active' && (campaign.daysLeft === null || campaign.daysLeft >= 0);
}
