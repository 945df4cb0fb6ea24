import { categoryLabel, type AdminCampaign } from '@causeway/contracts';
import { DataTable, mutedCell, type DataTableColumn, type DataTableState } from '@/components/ui/data-table';
import { CampaignImage } from '@/features/campaigns';
import { CampaignActionsMenu } from './campaign-actions-menu';
import { CampaignCard, CampaignEditLink } from './campaign-card';
import { CampaignMoney, endDateText } from './campaign-money';
import type { CampaignRowActions } from './campaign-rows';
import { CampaignStatusBadge } from './campaign-status-badge';

type CampaignTableProps = CampaignRowActions & DataTableState & { campaigns: AdminCampaign[] };

const columns: DataTableColumn<AdminCampaign>[] = [
  {
    id: 'campaign',
    header: 'Campaign',
    className: 'w-[40%]',
    cellClassName: 'min-w-56',
    cell: (campaign) => (
      <div className="flex items-center gap-3">
        <CampaignImage src={campaign.featuredImageUrl} alt="" sizes="64px" className="w-16 shrink-0 rounded-md" />
        <div className="min-w-0">
          <CampaignEditLink campaign={campaign} />
          <p className="mt-0.5 line-clamp-1 text-xs text-muted-foreground">
            <span className="sr-only">Organization: </span>
            {campaign.organization?.name ?? 'No organization'}
          </p>
        </div>
      </div>
    ),
  },
  { id: 'category', header: 'Category', cellClassName: mutedCell, cell: (c) => categoryLabel(c.category) },
  { id: 'status', header: 'Status', cell: (c) => <CampaignStatusBadge status={c.status} /> },
  { id: 'money', header: 'Raised / Goal', cell: (c) => <CampaignMoney campaign={c} /> },
  { id: 'ends', header: 'Ends', cellClassName: mutedCell, cell: endDateText },
];

/** The admin campaign list, newest first: a table from 768 px, cards with the same menu on phones. */
export function CampaignTable({ campaigns, onDuplicate, onDelete, ...state }: CampaignTableProps) {
  const actions = { onDuplicate, onDelete };
  return (
    <DataTable
      caption="Campaigns, newest first"
      columns={columns}
      rows={campaigns}
      rowKey={(campaign) => campaign.id}
      rowActions={{
        header: 'Actions',
        cell: (campaign) => <CampaignActionsMenu campaign={campaign} {...actions} />,
      }}
      card={(campaign) => <CampaignCard campaign={campaign} {...actions} />}
      loadingLabel="Loading campaigns"
      {...state}
    />
  );
}
