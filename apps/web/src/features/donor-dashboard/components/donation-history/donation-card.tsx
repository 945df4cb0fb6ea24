import type { DonorDonation } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { donationKindLabel } from '@/features/donor-dashboard/lib/donation-display';
import { DonationStatusBadge } from '../donation-status-badge';
import { DonationAmount } from './donation-amount';
import { DonationDedication } from './donation-dedication';
import { ReceiptButton, type ReceiptDownloadProps } from './receipt-button';

/** A donation on a phone: one stacked card instead of a table row too wide for the screen. */
export function DonationCard({ donation, ...receipt }: ReceiptDownloadProps & { donation: DonorDonation }) {
  const { i18n } = useLingui();
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Link
          to={`/campaigns/${donation.campaign.id}`}
          className="min-w-0 font-semibold break-words underline-offset-4 hover:underline"
        >
          {donation.campaign.title}
        </Link>
        <DonationStatusBadge status={donation.status} className="shrink-0" />
      </div>
      <DonationDedication donation={donation} className="mt-1" />
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">
            <Trans>Amount</Trans>
          </dt>
          <dd className="mt-0.5">
            <DonationAmount donation={donation} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">
            <Trans>Date</Trans>
          </dt>
          <dd className="mt-0.5">{formatDate(donation.createdAt, { month: 'short' })}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">
            <Trans>Type</Trans>
          </dt>
          <dd className="mt-0.5">{donationKindLabel(donation, i18n)}</dd>
        </div>
      </dl>
      <ReceiptButton donation={donation} {...receipt} className="mt-4 w-full" />
    </>
  );
}
