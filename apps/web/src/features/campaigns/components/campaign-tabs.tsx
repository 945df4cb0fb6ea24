import type { CampaignDetail } from '@causeway/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { splitParagraphs } from '../lib/campaign-display';
import type { CampaignTab } from '../lib/campaign-tabs';
import { CampaignRewards } from './campaign-rewards';
import { CampaignUpdates } from './campaign-updates';

type CampaignTabsProps = {
  campaign: CampaignDetail;
  tab: CampaignTab;
  onTabChange: (tab: CampaignTab) => void;
  canDonate: boolean;
  embed: boolean;
};

/** Spec section 2: About, Updates and Rewards. */
export function CampaignTabs({ campaign, tab, onTabChange, canDonate, embed }: CampaignTabsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as CampaignTab)}>
      <TabsList aria-label="Campaign details">
        <TabsTrigger value="about">About</TabsTrigger>
        <TabsTrigger value="updates">Updates</TabsTrigger>
        <TabsTrigger value="rewards">
          Rewards
          {campaign.rewards.length > 0 ? (
            <span
              aria-hidden="true"
              className="rounded-full bg-primary-soft px-1.5 text-xs text-primary-soft-foreground"
            >
              {campaign.rewards.length}
            </span>
          ) : null}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="about">
        <div className="grid gap-4 text-base leading-relaxed text-foreground/90">
          {splitParagraphs(campaign.description).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </TabsContent>
      <TabsContent value="updates">
        <CampaignUpdates campaignId={campaign.id} />
      </TabsContent>
      <TabsContent value="rewards">
        <CampaignRewards campaign={campaign} canDonate={canDonate} embed={embed} />
      </TabsContent>
    </Tabs>
  );
}
