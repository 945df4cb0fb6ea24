import { fundraiserMessages, type CampaignDetail } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useContractText } from '@/lib/i18n';
import { loadOnce } from '@/lib/lazy-module';
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

// The leaderboards are read by few visitors: their code is fetched when the tab is opened (or about to be), which
// keeps it out of the campaign page's first load.
const loadFundraisers = loadOnce(() => import('@/features/fundraisers'));
const FundraiserLeaderboards = lazy(async () => ({ default: (await loadFundraisers()).FundraiserLeaderboards }));

/** Spec section 2: About, Updates and Rewards; and Fundraisers where the campaign allows fundraising (issue 25). */
export function CampaignTabs({ campaign, tab, onTabChange, canDonate, embed }: CampaignTabsProps) {
  // Not in the embed view: its links would leave the host's frame for pages of their own.
  const { t } = useLingui();
  const contractText = useContractText();
  const fundraising = campaign.fundraising.enabled && !embed;
  const open = tab === 'fundraisers' && !fundraising ? 'about' : tab;
  return (
    <Tabs value={open} onValueChange={(value) => onTabChange(value as CampaignTab)}>
      {/* Four tabs on a 390 px phone take two rows there rather than overflow. */}
      <TabsList aria-label={t`Campaign details`} className={fundraising ? 'max-sm:h-auto max-sm:flex-wrap' : undefined}>
        <TabsTrigger value="about">
          <Trans>About</Trans>
        </TabsTrigger>
        <TabsTrigger value="updates">
          <Trans>Updates</Trans>
        </TabsTrigger>
        <TabsTrigger value="rewards">
          <Trans>Rewards</Trans>
          {campaign.rewards.length > 0 ? (
            <span
              aria-hidden="true"
              className="rounded-full bg-primary-soft px-1.5 text-xs text-primary-soft-foreground"
            >
              {campaign.rewards.length}
            </span>
          ) : null}
        </TabsTrigger>
        {fundraising ? (
          <TabsTrigger
            value="fundraisers"
            onPointerEnter={() => void loadFundraisers()}
            onFocus={() => void loadFundraisers()}
          >
            {contractText(fundraiserMessages.tabLabel)}
          </TabsTrigger>
        ) : null}
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
      {fundraising ? (
        <TabsContent value="fundraisers">
          <Suspense
            fallback={
              <div role="status" aria-label={t`Loading fundraisers`} className="grid gap-3">
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-20 w-full rounded-xl" />
                <Skeleton className="h-20 w-full rounded-xl" />
              </div>
            }
          >
            <FundraiserLeaderboards campaignId={campaign.id} canStart={canDonate} currency={campaign.currency} />
          </Suspense>
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
