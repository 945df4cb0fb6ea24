import { fundraiserDonatePath, fundraiserPath, fundraiserTeamPath, type PublicFundraiser } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flag, HeartHandshake, Info, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CampaignImage } from '@/features/campaigns';
import { donateBlockedReason } from '../lib/fundraiser-display';
import { DetailsHeading, DetailsShareCard, ProgressCard, useDetailsTitle } from './fundraiser-details-parts';
import { FundraiserSupporters } from './fundraiser-supporters';

/** The picture's width: the left column beside the 22rem panel from 1024 px, else the page's width. */
const photoSizes =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the image's sizes attribute, never shown
  '(min-width: 1408px) 704px, (min-width: 1024px) calc(100vw - 704px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** A supporter's page (issue 25): their story and progress, the campaign it is for, its supporters and Donate. */
export function FundraiserDetails({ page }: { page: PublicFundraiser }) {
  const { t } = useLingui();
  const { campaign, fundraiserName } = page;
  const teamName = page.team?.name;
  // A node, not a string: <Trans> would read tags typed in the name as its own elements.
  const fundraiser = <>{fundraiserName}</>;
  useDetailsTitle(page.title);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
      <header className="order-1 min-w-0 lg:col-start-1 lg:row-start-1">
        <div className="overflow-hidden rounded-2xl border border-border bg-muted shadow-sm">
          <CampaignImage
            src={page.imageUrl ?? campaign.featuredImageUrl}
            alt={page.imageUrl ? t`${fundraiserName}'s photo` : campaign.title}
            sizes={photoSizes}
            priority
          />
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-2">
          {page.status !== 'active' ? (
            <Badge variant="secondary">{page.status === 'paused' ? t`Paused` : t`Closed`}</Badge>
          ) : null}
          {page.team ? (
            <Badge variant="outline">
              <Users aria-hidden="true" />
              <Link to={fundraiserTeamPath(campaign.id, page.team.slug)} className="hover:underline">
                {t`Team ${teamName}`}
              </Link>
            </Badge>
          ) : null}
        </div>
        <DetailsHeading title={page.title} campaign={campaign} className="mt-4">
          <Trans>
            <span className="font-semibold text-foreground">{fundraiser}</span> is raising money for
          </Trans>
        </DetailsHeading>
      </header>

      <div className="order-3 grid min-w-0 content-start gap-10 lg:col-start-1 lg:row-start-2">
        <FundraiserStory story={page.story} />
        <FundraiserSupporters campaignId={campaign.id} page={page} />
      </div>

      <aside
        aria-label={t`Support this page`}
        className="contents lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-6 lg:self-start"
      >
        <div className="order-2">
          <GivingCard page={page} />
        </div>
        <div className="order-4">
          <DetailsShareCard kind="page" path={fundraiserPath(campaign.id, page.slug)} title={page.title} />
        </div>
      </aside>
    </div>
  );
}

function FundraiserStory({ story }: { story: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        <Trans>Story</Trans>
      </h2>
      {/* Plain text: React escapes it, and pre-line keeps the fundraiser's line breaks. */}
      <p className="mt-3 text-base leading-relaxed whitespace-pre-line break-words text-foreground/90">{story}</p>
    </section>
  );
}

function GivingCard({ page }: { page: PublicFundraiser }) {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  const reason = donateBlockedReason(page, i18n);
  const fundraiserName = page.fundraiserName;
  return (
    <ProgressCard
      raised={page.raisedAmount}
      goal={page.goal}
      giftCount={page.giftCount}
      goalName={t`${fundraiserName}'s goal`}
      currency={page.currency}
    >
      {reason ? (
        <div className="grid gap-3">
          <Button size="lg" className="w-full" disabled aria-describedby={reasonId}>
            <HeartHandshake aria-hidden="true" />
            <Trans>Donate</Trans>
          </Button>
          <p id={reasonId} role="note" className="flex gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {reason}
          </p>
        </div>
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link to={fundraiserDonatePath(page.campaign.id, page.slug)}>
            <HeartHandshake aria-hidden="true" />
            <Trans>Donate</Trans>
          </Link>
        </Button>
      )}
      <p className="flex gap-2 text-sm text-muted-foreground">
        <Flag className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t`Every gift here counts towards ${fundraiserName}'s goal and the campaign's total.`}</span>
      </p>
    </ProgressCard>
  );
}
