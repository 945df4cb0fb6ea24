import type { DonorDonation } from '@causeway/contracts';
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

const columns: DataTableColumn<DonorDonation>[] = [
  {
    id: 'campaign',
    header: 'Campaign',
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
  { id: 'date', header: 'Date', cellClassName: mutedCell, cell: (d) => formatDate(d.createdAt, { month: 'short' }) },
  { id: 'type', header: 'Type', cellClassName: mutedCell, cell: (d) => donationKindLabel(d) },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cellClassName: 'whitespace-nowrap',
    cell: (d) => <DonationAmount donation={d} />,
  },
  { id: 'status', header: 'Status', cell: (d) => <DonationStatusBadge status={d.status} /> },
];

/** The donor's history, newest first: a table on wide screens, the same donations as cards on phones. */
export function DonationTable({ donations, downloadingId, onDownload, ...state }: DonationTableProps) {
  const receipt = { downloadingId, onDownload };
  return (
    <DataTable
      caption="Your donations, newest first"
      columns={columns}
      rows={donations}
      rowKey={(donation) => donation.id}
      rowActions={{ header: 'Receipt', cell: (donation) => <ReceiptButton donation={donation} {...receipt} /> }}
      card={(donation) => <DonationCard donation={donation} {...receipt} />}
      loadingLabel="Loading donation history"
      {...state}
    />
  );
}
