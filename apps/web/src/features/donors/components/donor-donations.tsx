import type { DonorDetail } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Gift } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DataTable, mutedCell, type DataTableColumn } from '@/components/ui/data-table';
import { DonationStatusBadge, donationKindLabel } from '@/features/donor-dashboard';
import { formatCurrency, formatDate } from '@/lib/format';

type Donation = DonorDetail['donations'][number];

const dateOf = (donation: Donation) => formatDate(donation.createdAt, { month: 'short' });

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

const columns = (i18n: I18n): DataTableColumn<Donation>[] => [
  {
    id: 'amount',
    header: i18n._(msg`Amount`),
    align: 'end',
    cellClassName: 'whitespace-nowrap font-semibold tabular-nums',
    cell: (d) => formatCurrency(d.amount, { currency: d.currency }),
  },
  { id: 'status', header: i18n._(msg`Status`), cell: (d) => <DonationStatusBadge status={d.status} /> },
  { id: 'type', header: i18n._(msg`Type`), cellClassName: mutedCell, cell: (d) => donationKindLabel(d, i18n) },
  {
    id: 'campaign',
    header: i18n._(msg`Campaign`),
    cellClassName: 'min-w-48',
    cell: (d) => <CampaignLink donation={d} />,
  },
  { id: 'date', header: i18n._(msg`Date`), cellClassName: mutedCell, cell: dateOf },
];

function DonationCard({ donation }: { donation: Donation }) {
  const { i18n } = useLingui();
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <span className="text-lg font-semibold tabular-nums">
          {formatCurrency(donation.amount, { currency: donation.currency })}
        </span>
        <DonationStatusBadge status={donation.status} className="shrink-0" />
      </div>
      <p className="mt-1 text-sm">
        <CampaignLink donation={donation} />
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        {donationKindLabel(donation, i18n)} · {dateOf(donation)}
      </p>
    </>
  );
}

/** The donor's donations, newest first, each in its own currency: a table on wide screens, cards on phones. */
export function DonorDonations({ donations }: { donations: Donation[] }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid grid-cols-1 gap-4">
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        <Trans>Donations</Trans>
      </h2>
      <DataTable
        caption={t`Donations, newest first`}
        columns={columns(i18n)}
        rows={donations}
        rowKey={(donation) => donation.id}
        card={(donation) => <DonationCard donation={donation} />}
        empty={
          <p className="flex items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-sm text-muted-foreground">
            <Gift className="size-4" aria-hidden="true" />
            <Trans>No donations yet</Trans>
          </p>
        }
      />
    </section>
  );
}
