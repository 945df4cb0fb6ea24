/** 'fundraisers' (issue 25) is offered only by a campaign that allows its supporters to fundraise. */
export const campaignTabs = ['about', 'updates', 'rewards', 'fundraisers'] as const;
export type CampaignTab = (typeof campaignTabs)[number];

/** The open tab is kept in the URL (`?tab=rewards`) so a shared or reloaded link shows the same tab. */
export function parseCampaignTab(value: string | null): CampaignTab {
  return (campaignTabs as readonly string[]).includes(value ?? '') ? (value as CampaignTab) : 'about';
}
