import { pageTitle, parseId } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePageOrigin } from '@/lib/page-origin';
import { useCampaign } from '../api/get-campaign';
import { parseCampaignTab, type CampaignTab } from '../lib/campaign-tabs';
import { campaignUrl } from '../lib/share-links';
import { CampaignDetailsSkeleton } from './campaign-details-skeleton';
import { CampaignFundingCard } from './campaign-funding-card';
import { CampaignHeader } from './campaign-header';
import { CampaignNotFound } from './campaign-not-found';
import { CampaignTabs } from './campaign-tabs';
import { CampaignSupportMessages } from './campaign-support-messages';
import { OrganizerCard } from './organizer-card';
import { ShareCard } from './share-card';

type CampaignDetailsProps = {
  /** The id as written in the URL. */
  idParam: string | undefined;
  /** Embed mode (spec section 2): narrower, no page title, no 'Donate Monthly', no 'Share Campaign' card. */
  embed: boolean;
};

/** '{title} | Causeway' (DECISIONS.md); the embed view leaves the host frame's title alone. */
function useCampaignPageTitle(title: string | undefined, embed: boolean) {
  useEffect(() => {
    if (!embed && title) document.title = pageTitle(title);
  }, [title, embed]);
}

export function CampaignDetails({ idParam, embed }: CampaignDetailsProps) {
  const { t } = useLingui();
  const id = parseId(idParam);
  const { data: campaign, isPending, isError, error, refetch } = useCampaign(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseCampaignTab(searchParams.get('tab'));
  const origin = usePageOrigin();
  const notFound = id === null || isError;
  useCampaignPageTitle(campaign?.title ?? (notFound ? t`Campaign Not Found` : undefined), embed);

  const setTab = (next: CampaignTab) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'about') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  const container = embed
    ? 'mx-auto w-full max-w-4xl px-4 py-5 sm:px-6'
    : 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10';
  /* eslint-enable lingui/no-unlocalized-strings */

  if (notFound) {
    // A missing campaign is a 404 (or a 400 for a malformed id); anything else may pass, so it can be retried.
    const retryable = isError && !(isApiError(error) && (error.status === 404 || error.status === 400));
    return (
      <div className={cn(container, 'flex flex-1 items-center py-16')}>
        <CampaignNotFound embed={embed} onRetry={retryable ? () => void refetch() : undefined} />
      </div>
    );
  }

  if (isPending) {
    return (
      <div className={container}>
        <CampaignDetailsSkeleton embed={embed} />
      </div>
    );
  }

  const shareUrl = campaignUrl(origin, campaign.id);
  const canDonate = campaign.acceptingDonations;

  // Phones read header, giving panel, tabs, then the rest; wide screens put the panel in a sticky side column.
  return (
    <div className={container}>
      <div
        className={cn(
          'grid gap-8',
          embed
            ? 'md:grid-cols-[minmax(0,1fr)_18rem] md:grid-rows-[auto_1fr]'
            : 'lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]',
        )}
      >
        <div
          className={cn('order-1 min-w-0', embed ? 'md:col-start-1 md:row-start-1' : 'lg:col-start-1 lg:row-start-1')}
        >
          <CampaignHeader campaign={campaign} shareUrl={shareUrl} embed={embed} />
        </div>
        <div
          className={cn('order-3 min-w-0', embed ? 'md:col-start-1 md:row-start-2' : 'lg:col-start-1 lg:row-start-2')}
        >
          <CampaignTabs campaign={campaign} tab={tab} onTabChange={setTab} canDonate={canDonate} embed={embed} />
          {embed ? null : <CampaignSupportMessages campaignId={campaign.id} currency={campaign.currency} />}
        </div>
        <aside
          aria-label={t`Support this campaign`}
          className={cn(
            'contents',
            embed
              ? 'md:col-start-2 md:row-span-2 md:row-start-1 md:flex md:flex-col md:gap-6 md:self-start'
              : 'lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-6 lg:self-start',
          )}
        >
          <div className="order-2">
            <CampaignFundingCard campaign={campaign} embed={embed} />
          </div>
          <div className="order-4">
            <OrganizerCard organization={campaign.organization} />
          </div>
          {embed ? null : (
            <div className="order-5">
              <ShareCard url={shareUrl} title={campaign.title} />
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}
