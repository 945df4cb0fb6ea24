import { categoryLabel, type Campaign } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { cardDescription, daysLeftText, goalReached } from '../lib/campaign-display';
import { campaignPath, donatePath } from '../lib/donate-links';
import { CampaignImage } from './campaign-image';
import { contractText } from '@/lib/i18n';

/**
 * Spec section 2, campaign card. The whole card opens the campaign; 'Donate Now' goes straight to giving.
 * `priority` marks the card whose picture is the page's largest paint (see ResponsiveImage).
 */
export function CampaignCard({ campaign, priority = false }: { campaign: Campaign; priority?: boolean }) {
  const titleId = `campaign-card-${campaign.id}-title`;
  const reached = goalReached(campaign.percentComplete);
  const { t, i18n } = useLingui();
  const percent = campaign.percentComplete;
  const goal = formatCurrency(campaign.goal, { wholeDollars: true, currency: campaign.currency });
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="overflow-hidden">
        <CampaignImage
          src={campaign.featuredImageUrl}
          alt={campaign.title}
          sizes={campaignCardImageSizes}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary-soft-foreground">
          {contractText(i18n, categoryLabel(campaign.category))}
        </p>
        <h3 id={titleId} className="mt-1.5 text-lg font-semibold leading-snug tracking-tight">
          {/* The stretched link makes the card one target while keeping one accessible link per card. */}
          <Link
            to={campaignPath(campaign.id)}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-primary-soft-foreground focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
          >
            {campaign.title}
          </Link>
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          {cardDescription(campaign.shortDescription)}
        </p>
        <div className="mt-auto pt-5">
          <Progress
            value={campaign.percentComplete}
            aria-label={t`${percent}% of the goal raised`}
            indicatorClassName={cn(reached && 'bg-success')}
          />
          <div className="mt-2.5 flex items-baseline justify-between gap-3 text-sm">
            <p className="min-w-0">
              <span className="font-semibold text-foreground">
                {formatCurrency(campaign.amountRaised, { wholeDollars: true, currency: campaign.currency })}
              </span>{' '}
              <span className="text-muted-foreground">
                <Trans>of {goal}</Trans>
              </span>
            </p>
            <p className={cn('shrink-0 font-semibold', reached ? 'text-success' : 'text-muted-foreground')}>
              {campaign.percentComplete}%
            </p>
          </div>
          <div className="mt-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
            <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" />
              {daysLeftText(campaign.daysLeft, i18n)}
            </p>
            {/* An ended campaign takes no more donations (DECISIONS.md); its card still opens the campaign. */}
            {campaign.acceptingDonations ? (
              <Button asChild size="sm" className="relative z-10">
                <Link to={donatePath(campaign.id)} aria-describedby={titleId}>
                  <Trans>Donate Now</Trans>
                </Link>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}

export function CampaignCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-4 h-2 w-full rounded-full" />
        <div className="flex items-center justify-between pt-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-9 w-28 rounded-lg" />
        </div>
      </div>
    </div>
  );
}

/** Spec sections 2 and 9: 1, 2 or 3 columns with the screen's width. */
export const campaignGridClassName = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * A card's width in that grid, inside the pages' max-w-6xl container (padding 16, 24 then 32 px; gap 24 px)
 * beside the 256 px sidebar from 1024 px, so a phone at 2x takes the 800 px variant and a desktop the 400 px one.
 */
export const campaignCardImageSizes =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  '(min-width: 1408px) 347px, (min-width: 1024px) calc(33.3vw - 123px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)';
