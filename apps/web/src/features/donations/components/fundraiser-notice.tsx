import { Trans, useLingui } from '@lingui/react/macro';
import { fundraiserPath, type PublicFundraiser } from '@causeway/contracts';
import { HeartHandshake, Info } from 'lucide-react';
import { Link } from 'react-router';
import { RetryNotice } from '@/components/ui/retry-notice';
import { cn } from '@/lib/cn';

type FundraiserNoticeProps = {
  /** The page the link names: undefined while it loads, null when there is none to show (unknown or hidden). */
  fundraiser: PublicFundraiser | null | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
};

const linkClassName =
  'font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm';

/**
 * "Supporting Ada L.'s page: Ada's 10k for Water" (issue 25), at the top of the donation page given through a
 * supporter's page. A page that takes no gifts now (paused or closed) is said so: the gift goes to the campaign
 * directly. Nothing for a page that is not there; a failed read says where the gift goes, with Try Again.
 */
export function FundraiserNotice({ fundraiser, failed, retrying, onRetry, className }: FundraiserNoticeProps) {
  const { t } = useLingui();
  if (failed) {
    return (
      <RetryNotice
        message={t`We could not load the fundraising page this link is for. A gift made now goes to the campaign directly.`}
        onRetry={onRetry}
        retrying={retrying}
        className={className}
      />
    );
  }
  if (!fundraiser) return null;
  const name = fundraiser.fundraiserName;
  const page = (
    <Link to={fundraiserPath(fundraiser.campaign.id, fundraiser.slug)} className={linkClassName}>
      {fundraiser.title}
    </Link>
  );
  if (!fundraiser.acceptingDonations) {
    return (
      <div
        className={cn('flex items-start gap-2.5 rounded-lg border border-border bg-muted/60 p-3 text-sm', className)}
        data-testid="fundraiser-notice"
      >
        <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p>
          <span className="font-medium">
            <Trans>
              {name}&apos;s page {page} is not taking gifts right now.
            </Trans>
          </span>{' '}
          <span className="text-muted-foreground">
            <Trans>Your gift goes to the campaign directly and does not count toward the page.</Trans>
          </span>
        </p>
      </div>
    );
  }
  return (
    <div
      className={cn(
        'flex items-start gap-2.5 rounded-lg border border-primary/30 bg-primary-soft/60 p-3 text-sm font-medium text-primary-soft-foreground',
        className,
      )}
      data-testid="fundraiser-notice"
    >
      <HeartHandshake className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <Trans>
          Supporting {name}&apos;s page: {page}
        </Trans>
      </p>
    </div>
  );
}
