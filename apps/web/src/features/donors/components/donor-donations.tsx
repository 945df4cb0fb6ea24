import type { DonorDetail } from '@causeway/contracts';
import { Gift } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DonationStatusBadge, donationTypeLabels } from '@/features/donor-dashboard';
import { cn } from '@/lib/cn';
import { formatCurrency, formatDate } from '@/lib/format';

type Donation = DonorDetail['donations'][number];

const headCell = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground';

function CampaignLink({ donation }: { donation: Donation }) {
  return (
    <Link
      to={`/campaigns/${donation.campaign.id}`}
      className="rounded-sm font-semibold break-words underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {donation.campaign.title}
    </Link>
  );
}

/** The donor's donations, newest first: a table on wide screens, cards on phones. */
export function DonorDonations({ donations }: { donations: Donation[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid grid-cols-1 gap-4">
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        Donations
      </h2>
      {donations.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-sm text-muted-foreground">
          <Gift className="size-4" aria-hidden="true" />
          No donations yet
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm max-md:hidden">
            <table className="w-full text-sm">
              <caption className="sr-only">Donations, newest first</caption>
              <thead className="border-b border-border bg-muted/50">
                <tr>
                  <th scope="col" className={cn(headCell, 'text-right')}>
                    Amount
                  </th>
                  <th scope="col" className={headCell}>
                    Status
                  </th>
                  <th scope="col" className={headCell}>
                    Type
                  </th>
                  <th scope="col" className={headCell}>
                    Campaign
                  </th>
                  <th scope="col" className={headCell}>
                    Date
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {donations.map((donation) => (
                  <tr key={donation.id}>
                    <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums">
                      {formatCurrency(donation.amount)}
                    </td>
                    <td className="px-4 py-3">
                      <DonationStatusBadge status={donation.status} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                      {donationTypeLabels[donation.donationType]}
                    </td>
                    <td className="min-w-48 px-4 py-3">
                      <CampaignLink donation={donation} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                      {formatDate(donation.createdAt, { month: 'short' })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Donations, newest first">
            {donations.map((donation) => (
              <li key={donation.id} className="rounded-xl border border-border bg-card p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <span className="text-lg font-semibold tabular-nums">{formatCurrency(donation.amount)}</span>
                  <DonationStatusBadge status={donation.status} className="shrink-0" />
                </div>
                <p className="mt-1 text-sm">
                  <CampaignLink donation={donation} />
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {donationTypeLabels[donation.donationType]} · {formatDate(donation.createdAt, { month: 'short' })}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
