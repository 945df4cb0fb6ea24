import { categoryLabel, type AdminCampaign } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CampaignImage } from '@/features/campaigns';
import { cn } from '@/lib/cn';
import { CampaignActionsMenu } from './campaign-actions-menu';
import { CampaignMoney, endDateText } from './campaign-money';
import type { CampaignRowActions } from './campaign-rows';
import { CampaignStatusBadge } from './campaign-status-badge';

/** The campaign's title, leading to its editor: the way into a campaign from the table row and the card. */
export function CampaignEditLink({ campaign, className }: { campaign: AdminCampaign; className?: string }) {
  return (
    <Link
      to={`/admin/campaigns/${campaign.id}/edit`}
      className={cn('line-clamp-2 font-semibold underline-offset-4 hover:underline', className)}
    >
      {campaign.title}
    </Link>
  );
}

/** A campaign under 768 px (spec section 9): a stacked card with the same menu as the table row. */
export function CampaignCard({ campaign, ...actions }: CampaignRowActions & { campaign: AdminCampaign }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <div className="flex items-start gap-3">
        <CampaignImage src={campaign.featuredImageUrl} alt="" sizes="80px" className="w-20 shrink-0 rounded-md" />
        <div className="min-w-0 flex-1">
          <CampaignEditLink campaign={campaign} className="leading-snug" />
          <p className="mt-0.5 truncate text-xs text-muted-foreground">
            {campaign.organization?.name ?? t`No organization`} · {categoryLabel(campaign.category)}
          </p>
        </div>
        <div className="-me-2 -mt-2 shrink-0">
          <CampaignActionsMenu campaign={campaign} {...actions} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <CampaignMoney campaign={campaign} />
        <div className="grid justify-items-end gap-1 text-xs text-muted-foreground">
          <CampaignStatusBadge status={campaign.status} />
          <span>{endDateText(campaign, i18n)}</span>
        </div>
      </div>
    </>
  );
}
