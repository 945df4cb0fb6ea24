import type { DonorDonation } from '@causeway/contracts';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { donationTypeLabels } from '@/features/donor-dashboard/lib/donation-display';
import { DonationStatusBadge } from '../donation-status-badge';
import { DonationAmount } from './donation-amount';
import { ReceiptButton, type ReceiptDownloadProps } from './receipt-button';

type DonationTableProps = ReceiptDownloadProps & { donations: DonorDonation[]; className?: string };

const headCell = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground';

/** The history on wide screens; phones get the same rows as cards (DonationCards). */
export function DonationTable({ donations, className, ...receipt }: DonationTableProps) {
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-border bg-card shadow-sm', className)}>
      <table className="w-full text-sm">
        <caption className="sr-only">Your donations, newest first</caption>
        <thead className="border-b border-border bg-muted/50">
          <tr>
            <th scope="col" className={headCell}>
              Campaign
            </th>
            <th scope="col" className={headCell}>
              Date
            </th>
            <th scope="col" className={headCell}>
              Type
            </th>
            <th scope="col" className={cn(headCell, 'text-right')}>
              Amount
            </th>
            <th scope="col" className={headCell}>
              Status
            </th>
            <th scope="col" className={cn(headCell, 'text-right')}>
              <span className="sr-only">Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {donations.map((donation) => (
            <tr key={donation.id} className="transition-colors hover:bg-muted/40">
              <td className="min-w-48 px-4 py-3">
                <Link
                  to={`/campaigns/${donation.campaign.id}`}
                  className="line-clamp-2 font-semibold underline-offset-4 hover:underline"
                >
                  {donation.campaign.title}
                </Link>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                {formatDate(donation.createdAt, { month: 'short' })}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                {donationTypeLabels[donation.donationType]}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right">
                <DonationAmount donation={donation} />
              </td>
              <td className="px-4 py-3">
                <DonationStatusBadge status={donation.status} />
              </td>
              <td className="px-4 py-3 text-right">
                <ReceiptButton donation={donation} {...receipt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
