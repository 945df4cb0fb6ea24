import type { CampaignDetail } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Gift } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatAmount } from '@/lib/format';
import { rewardDonatePath } from '../lib/donate-links';
import { CampaignImage } from './campaign-image';
import { DonateLink } from './donate-link';
import { StateMessage } from '@/components/ui/state-message';

type CampaignRewardsProps = {
  /** The minimums are in the campaign's currency (issue 26); US dollars when absent. */
  campaign: Pick<CampaignDetail, 'id' | 'rewards'> & Partial<Pick<CampaignDetail, 'currency'>>;
  /** Rewards can be claimed only while the campaign takes donations. */
  canDonate: boolean;
  embed: boolean;
};

/** Spec section 2: each reward's title, description, optional image, minimum, and a 'Get this reward' link. */
export function CampaignRewards({ campaign, canDonate, embed }: CampaignRewardsProps) {
  const { t } = useLingui();
  if (campaign.rewards.length === 0) {
    return (
      <StateMessage
        icon={Gift}
        title={t`No rewards available`}
        description={t`This campaign doesn't have any rewards yet`}
      />
    );
  }
  return (
    <ul className="grid gap-4">
      {campaign.rewards.map((reward) => {
        const minimum = formatAmount(reward.minimumAmount, campaign.currency);
        return (
          <li key={reward.id}>
            <article className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm sm:flex-row">
              {reward.imageUrl ? (
                <CampaignImage
                  src={reward.imageUrl}
                  alt={reward.title}
                  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
                  sizes="(min-width: 640px) 192px, calc(100vw - 34px)"
                  className="sm:h-auto sm:w-48 sm:shrink-0 sm:self-stretch"
                />
              ) : null}
              <div className="flex flex-1 flex-col gap-3 p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="text-lg font-semibold leading-snug">{reward.title}</h3>
                  <Badge variant="soft" className="text-sm">
                    <Trans>{minimum} or more</Trans>
                  </Badge>
                </div>
                <p className="text-sm leading-relaxed text-muted-foreground">{reward.description}</p>
                {canDonate ? (
                  <DonateLink
                    to={rewardDonatePath(campaign.id, reward, campaign.currency)}
                    embed={embed}
                    variant="outline"
                    size="sm"
                    className="mt-1 self-start"
                  >
                    <Gift aria-hidden="true" />
                    <Trans>Get this reward</Trans>
                  </DonateLink>
                ) : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
