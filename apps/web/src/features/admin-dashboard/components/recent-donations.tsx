import type { AdminRecentDonation } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { formatCurrency, formatDate } from '@/lib/format';
import { useRecentDonations } from '../api/get-recent-donations';
import { RecentListCard } from './recent-list-card';

/** The donor's name as the server gives it ('Anonymous' for anonymous gifts). */
function donorName(user: AdminRecentDonation['user'], i18n: I18n): string {
  return `${user.firstName} ${user.lastName}`.trim() || i18n._(msg`Anonymous`);
}

/** The 3 newest donations: amount, donor, campaign and date (admin spec section 2). */
export function RecentDonations() {
  const { t, i18n } = useLingui();
  const query = useRecentDonations();
  const donations = query.data ?? [];

  return (
    <RecentListCard
      title={t`Recent Donations`}
      allTo="/admin/donors"
      allLabel={
        <Trans>
          View all<span className="sr-only"> donors</span>
        </Trans>
      }
      state={query}
      errorMessage={t`Recent donations could not be loaded.`}
      emptyText={t`No donations yet`}
      isEmpty={donations.length === 0}
    >
      <ul className="grid grid-cols-1 divide-y divide-border" aria-label={t`Recent donations`}>
        {donations.map((donation) => (
          <li key={donation.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
              <Gift className="size-4.5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold">{donorName(donation.user, i18n)}</p>
              <p className="text-xs text-muted-foreground">
                <Link
                  to={`/campaigns/${donation.campaign.id}`}
                  className="break-words underline-offset-4 hover:text-foreground hover:underline"
                >
                  {donation.campaign.title}
                </Link>
                {' · '}
                <span className="whitespace-nowrap">{formatDate(donation.createdAt, { month: 'short' })}</span>
              </p>
            </div>
            <span className="shrink-0 text-sm font-semibold tabular-nums">
              {formatCurrency(donation.amount, { currency: donation.currency })}
            </span>
          </li>
        ))}
      </ul>
    </RecentListCard>
  );
}
