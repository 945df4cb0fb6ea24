import { Trans, useLingui } from '@lingui/react/macro';
import type { CampaignDetail } from '@causeway/contracts';
import { Building2 } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';

const DEFAULT_IMAGE = '/demo-images/default-campaign.jpg';
// 80 px square on phones, 144 px beside the title, then the full width of the 20rem side card.
const IMAGE_SIZES = '(min-width: 1024px) 320px, (min-width: 640px) 144px, 80px';

/**
 * Spec section 2, donation page: title, short description, amount raised, goal, progress (capped at 100%),
 * organization and featured image. A compact row on phones, a full card beside the form on wide screens.
 */
export function DonationCampaignSummary({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useLingui();
  const reached = campaign.percentComplete >= 100;
  const percent = campaign.percentComplete;
  const goal = formatCurrency(campaign.goal, { wholeDollars: true, currency: campaign.currency });
  return (
    <Card className="overflow-hidden">
      <div className="flex gap-4 p-4 lg:flex-col lg:gap-0 lg:p-0">
        <ResponsiveImage
          src={campaign.featuredImageUrl?.trim() ? campaign.featuredImageUrl : DEFAULT_IMAGE}
          fallbackSrc={DEFAULT_IMAGE}
          alt=""
          width={1200}
          height={675}
          sizes={IMAGE_SIZES}
          // Above the fold on every screen, and the largest element beside the form on wide ones.
          priority
          className="size-20 shrink-0 rounded-lg bg-muted object-cover sm:h-24 sm:w-36 lg:aspect-video lg:h-auto lg:w-full lg:rounded-none"
        />
        <div className="min-w-0 lg:p-5">
          <p className="text-xs font-semibold uppercase tracking-wide text-primary-soft-foreground">
            <Trans>You&apos;re supporting</Trans>
          </p>
          <h1 className="mt-1 text-lg font-bold leading-snug tracking-tight text-balance sm:text-xl">
            {campaign.title}
          </h1>
          {campaign.organization ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
              <Building2 className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{campaign.organization.name}</span>
            </p>
          ) : null}
          <p className="mt-3 hidden text-sm leading-relaxed text-muted-foreground sm:block">
            {campaign.shortDescription}
          </p>
        </div>
      </div>
      <div className="border-t border-border px-4 py-4 lg:px-5">
        <p className="text-sm text-muted-foreground sm:hidden">{campaign.shortDescription}</p>
        <p className="flex flex-wrap items-baseline gap-x-1.5 max-sm:mt-3">
          <span className="text-xl font-bold tracking-tight">
            {formatCurrency(campaign.currentAmount, { wholeDollars: true, currency: campaign.currency })}
          </span>
          <span className="text-sm text-muted-foreground">
            <Trans>raised of {goal} goal</Trans>
          </span>
        </p>
        <Progress
          value={campaign.percentComplete}
          aria-label={t`${percent}% of the goal raised`}
          className="mt-3 h-2.5"
          indicatorClassName={cn(reached && 'bg-success')}
        />
        <p className={cn('mt-2 text-xs font-medium', reached ? 'text-success' : 'text-muted-foreground')}>
          <Trans>{percent}% funded</Trans>
        </p>
      </div>
    </Card>
  );
}
