import type { DonorDonation } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DataTable, mutedCell, type DataTableColumn, type DataTableState } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import { donationKindLabel } from '@/features/donor-dashboard/lib/donation-display';
import { DonationStatusBadge } from '../donation-status-badge';
import { DonationAmount } from './donation-amount';
import { DonationDedication } from './donation-dedication';
import { DonationCard } from './donation-card';
import { ReceiptButton, type ReceiptDownloadProps } from './receipt-button';

type DonationTableProps = ReceiptDownloadProps & DataTableState & { donations: DonorDonation[] };

const donationColumns = (i18n: I18n): DataTableColumn<DonorDonation>[] => [
  {
    id: 'campaign',
    header: i18n._(msg`Campaign`),
    cellClassName: 'min-w-48',
    cell: (donation) => (
      <>
        <Link
          to={`/campaigns/${donation.campaign.id}`}
          className="line-clamp-2 font-semibold underline-offset-4 hover:underline"
        >
          {donation.campaign.title}
        </Link>
        <DonationDedication donation={donation} className="mt-0.5" />
      </>
    ),
  },
  {
    id: 'date',
    header: i18n._(msg`Date`),
    cellClassName: mutedCell,
    cell: (d) => formatDate(d.createdAt, { month: 'short' }),
  },
  { id: 'type', header: i18n._(msg`Type`), cellClassName: mutedCell, cell: (d) => donationKindLabel(d, i18n) },
  {
    id: 'amount',
    header: i18n._(msg`Amount`),
    align: 'end',
    cellClassName: 'whitespace-nowrap',
    cell: (d) => <DonationAmount donation={d} />,
  },
  { id: 'status', header: i18n._(msg`Status`), cell: (d) => <DonationStatusBadge status={d.status} /> },
];

/** The donor's history, newest first: a table on wide screens, the same donations as cards on phones. */
export function DonationTable({ donations, downloadingId, onDownload, ...state }: DonationTableProps) {
  const { t, i18n } = useLingui();
  const receipt = { downloadingId, onDownload };
  return (
    <DataTable
      caption={t`Your donations, newest first`}
      columns={donationColumns(i18n)}
      rows={donations}
      rowKey={(donation) => donation.id}
      rowActions={{ header: t`Receipt`, cell: (donation) => <ReceiptButton donation={donation} {...receipt} /> }}
      card={(donation) => <DonationCard donation={donation} {...receipt} />}
      loadingLabel={t`Loading donation history`}
      {...state}
    />
  );
}
