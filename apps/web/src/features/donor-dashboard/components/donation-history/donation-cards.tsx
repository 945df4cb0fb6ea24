import type { DonorDonation } from '@causeway/contracts';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { donationTypeLabels } from '@/features/donor-dashboard/lib/donation-display';
import { DonationStatusBadge } from '../donation-status-badge';
import { DonationAmount } from './donation-amount';
import { ReceiptButton, type ReceiptDownloadProps } from './receipt-button';

type DonationCardsProps = ReceiptDownloadProps & { donations: DonorDonation[]; className?: string };

/** The history on phones: one stacked card per donation instead of a table too wide for the screen. */
export function DonationCards({ donations, className, ...receipt }: DonationCardsProps) {
  return (
    <ul className={cn('grid grid-cols-1 gap-3', className)} aria-label="Your donations, newest first">
      {donations.map((donation) => (
        <li key={donation.id} className="rounded-xl border border-border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <Link
              to={`/campaigns/${donation.campaign.id}`}
              className="min-w-0 font-semibold break-words underline-offset-4 hover:underline"
            >
              {donation.campaign.title}
            </Link>
            <DonationStatusBadge status={donation.status} className="shrink-0" />
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Amount</dt>
              <dd className="mt-0.5">
                <DonationAmount donation={donation} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Date</dt>
              <dd className="mt-0.5">{formatDate(donation.createdAt, { month: 'short' })}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Type</dt>
              <dd className="mt-0.5">{donationTypeLabels[donation.donationType]}</dd>
            </div>
          </dl>
          <ReceiptButton donation={donation} {...receipt} className="mt-4 w-full" />
        </li>
      ))}
    </ul>
  );
}
