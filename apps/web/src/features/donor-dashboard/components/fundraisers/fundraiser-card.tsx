import { fundraiserPath, type OwnFundraiser } from '@causeway/contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Download, EyeOff, LoaderCircle, Pause, PencilLine, Play, Users, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { formatAmount } from '@/lib/format';
import { FundraiserStatusBadge } from './fundraiser-status-badge';
import { FundraiserSupporters } from './fundraiser-supporters';

type FundraiserCardProps = {
  page: OwnFundraiser;
  /** A pause or resume of this page is running. */
  toggling: boolean;
  onToggle: (status: 'active' | 'paused') => void;
  onClosePage: () => void;
  /** The CSV of this page's supporters is downloading. */
  downloading: boolean;
  onDownload: () => void;
};

const linkClassName =
  'underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** One of the donor's fundraising pages: what it raised, and what its owner can do with it. */
export function FundraiserCard({
  page,
  toggling,
  onToggle,
  onClosePage,
  downloading,
  onDownload,
}: FundraiserCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const supportersId = useId();
  const [showSupporters, setShowSupporters] = useState(false);
  const closed = page.status === 'closed';
  const percent = page.goal > 0 ? (page.raisedAmount / page.goal) * 100 : 0;
  const pageTitle = page.title;
  const forPage = <span className="sr-only"> {pageTitle}</span>;
  const campaignTitle = page.campaign.title;
  const teamName = page.team?.name;
  const raised = formatAmount(page.raisedAmount, page.currency);
  const goal = formatAmount(page.goal, page.currency);
  const giftCount = page.giftCount;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'grid gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm',
        closed && 'bg-muted/40 shadow-none',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="break-words text-base font-semibold leading-snug">
            <Link to={fundraiserPath(page.campaignId, page.slug)} className={linkClassName}>
              {page.title}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            <Trans>
              For{' '}
              <Link to={`/campaigns/${page.campaign.id}`} className={cn(linkClassName, 'text-foreground')}>
                {campaignTitle}
              </Link>
            </Trans>
            {teamName ? <> · {t`Team ${teamName}`}</> : null}
          </p>
        </div>
        <FundraiserStatusBadge status={page.status} className="mt-0.5 shrink-0" />
      </div>

      {page.hidden ? (
        <p className="flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <Trans>
              An administrator has hidden this page: visitors cannot see it and it takes no gifts. Contact the
              organization if you think this is a mistake.
            </Trans>
          </span>
        </p>
      ) : null}

      <div className="grid gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-bold tracking-tight">{raised}</span>
          <span className="text-sm text-muted-foreground">
            <Trans>raised of {goal} goal</Trans>
          </span>
        </p>
        <Progress value={percent} aria-label={t`Progress of ${pageTitle} to its goal`} />
        <p className="text-sm text-muted-foreground">
          <Plural value={giftCount} one="# gift" other="# gifts" />
        </p>
        {page.status === 'paused' ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Paused: the page shows, but takes no gifts until you resume it.</Trans>
          </p>
        ) : null}
        {closed ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Closed: the page stays up with its total and takes no gifts.</Trans>
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        {!closed ? (
          <>
            <Button variant="outline" size="sm" asChild>
              <Link to={`/fundraisers/${page.id}/edit`}>
                <PencilLine aria-hidden="true" />
                <Trans>Edit</Trans>
                {forPage}
              </Link>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onToggle(page.status === 'active' ? 'paused' : 'active')}
              disabled={toggling}
              aria-busy={toggling || undefined}
            >
              {toggling ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : page.status === 'active' ? (
                <Pause aria-hidden="true" />
              ) : (
                <Play aria-hidden="true" />
              )}
              {page.status === 'active' ? <Trans>Pause</Trans> : <Trans>Resume</Trans>}
              {forPage}
            </Button>
          </>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showSupporters}
          aria-controls={showSupporters ? supportersId : undefined}
          onClick={() => setShowSupporters((shown) => !shown)}
        >
          <Users aria-hidden="true" />
          {showSupporters ? <Trans>Hide supporters</Trans> : <Trans>View supporters</Trans>}
          {forPage}
          <ChevronDown className={cn('transition-transform', showSupporters && 'rotate-180')} aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDownload}
          disabled={downloading}
          aria-busy={downloading || undefined}
        >
          {downloading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          <Trans>Download CSV</Trans>
          <span className="sr-only"> {t`of the supporters of ${pageTitle}`}</span>
        </Button>
        {!closed ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onClosePage}
            className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:ms-auto"
          >
            <X aria-hidden="true" />
            <Trans>Close</Trans>
            {forPage}
          </Button>
        ) : null}
      </div>

      {showSupporters ? (
        <FundraiserSupporters id={supportersId} fundraiserId={page.id} title={page.title} currency={page.currency} />
      ) : null}
    </article>
  );
}
