import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCurrency, formatDate } from '@/lib/format';
import { useDonationHistory } from '../api/get-donation-history';
import { donationKindLabel, RECENT_ACTIVITY_COUNT } from '../lib/donation-display';
import { DonationStatusBadge } from './donation-status-badge';

/**
 * Spec section 9: the dashboard shows the 3 most recent donations, read from page 1 of the history. Campaign
 * links go to /campaigns, not /: the home page sends a signed-in donor straight back here (spec section 2).
 */
export function RecentActivity() {
  const { i18n } = useLingui();
  const { data, isPending, isError } = useDonationHistory(1);
  const recent = data?.items.slice(0, RECENT_ACTIVITY_COUNT) ?? [];

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">
          <Trans>Recent activity</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Your latest donations.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent aria-busy={isPending}>
        {isPending ? (
          <ul className="grid gap-4" aria-hidden="true">
            {Array.from({ length: RECENT_ACTIVITY_COUNT }, (_, i) => (
              <li key={i} className="flex items-center gap-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-3/5" />
                  <Skeleton className="h-3 w-2/5" />
                </div>
                <Skeleton className="h-5 w-16" />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Your recent donations could not be loaded.</Trans>
          </p>
        ) : recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              No donations yet.{' '}
              <Link to="/campaigns" className="font-semibold text-foreground underline-offset-4 hover:underline">
                Find a campaign to support
              </Link>
              .
            </Trans>
          </p>
        ) : (
          <ul className="grid grid-cols-1 divide-y divide-border">
            {recent.map((donation) => (
              <li key={donation.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                  <Gift className="size-4.5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/campaigns/${donation.campaign.id}`}
                    className="line-clamp-2 text-sm font-semibold break-words underline-offset-4 hover:underline"
                  >
                    {donation.campaign.title}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {formatDate(donation.createdAt, { month: 'short' })} · {donationKindLabel(donation, i18n)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="text-sm font-semibold tabular-nums">
                    {formatCurrency(donation.amount, { currency: donation.currency })}
                  </span>
                  <DonationStatusBadge status={donation.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {recent.length > 0 ? (
          <Link
            to="/campaigns"
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary-soft-foreground underline-offset-4 hover:underline"
          >
            <Trans>Give again</Trans>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
