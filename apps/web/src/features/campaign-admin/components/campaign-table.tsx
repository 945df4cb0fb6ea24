import { categoryLabel, type AdminCampaign } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DataTable, mutedCell, type DataTableColumn, type DataTableState } from '@/components/ui/data-table';
import { CampaignImage } from '@/features/campaigns';
import { CampaignActionsMenu } from './campaign-actions-menu';
import { CampaignCard, CampaignEditLink } from './campaign-card';
import { CampaignMoney, endDateText } from './campaign-money';
import type { CampaignRowActions } from './campaign-rows';
import { CampaignStatusBadge } from './campaign-status-badge';

type CampaignTableProps = CampaignRowActions & DataTableState & { campaigns: AdminCampaign[] };

const columns = (i18n: I18n): DataTableColumn<AdminCampaign>[] => [
  {
    id: 'campaign',
    header: i18n._(msg`Campaign`),
    className: 'w-[40%]',
    cellClassName: 'min-w-56',
    cell: (campaign) => (
      <div className="flex items-center gap-3">
        <CampaignImage src={campaign.featuredImageUrl} alt="" sizes="64px" className="w-16 shrink-0 rounded-md" />
        <div className="min-w-0">
          <CampaignEditLink campaign={campaign} />
          <p className="mt-0.5 line-clamp-1 text-xs text-muted-foreground">
            <span className="sr-only">
              <Trans>Organization:</Trans>{' '}
            </span>
            {campaign.organization?.name ?? i18n._(msg`No organization`)}
          </p>
        </div>
      </div>
    ),
  },
  { id: 'category', header: i18n._(msg`Category`), cellClassName: mutedCell, cell: (c) => categoryLabel(c.category) },
  { id: 'status', header: i18n._(msg`Status`), cell: (c) => <CampaignStatusBadge status={c.status} /> },
  { id: 'money', header: i18n._(msg`Raised / Goal`), cell: (c) => <CampaignMoney campaign={c} /> },
  { id: 'ends', header: i18n._(msg`Ends`), cellClassName: mutedCell, cell: (c) => endDateText(c, i18n) },
];

/** The admin campaign list, newest first: a table from 768 px, cards with the same menu on phones. */
export function CampaignTable({ campaigns, onDuplicate, onDelete, ...state }: CampaignTableProps) {
  const { t, i18n } = useLingui();
  const actions = { onDuplicate, onDelete };
  return (
    <DataTable
      caption={t`Campaigns, newest first`}
      columns={columns(i18n)}
      rows={campaigns}
      rowKey={(campaign) => campaign.id}
      rowActions={{
        header: t`Actions`,
        cell: (campaign) => <CampaignActionsMenu campaign={campaign} {...actions} />,
      }}
      card={(campaign) => <CampaignCard campaign={campaign} {...actions} />}
      loadingLabel={t`Loading campaigns`}
      {...state}
    />
  );
}
