import { categoryLabel } from '@causeway/contracts';
import { Link } from 'react-router';
import { CampaignImage } from '@/features/campaigns';
import { cn } from '@/lib/cn';
import { CampaignActionsMenu } from './campaign-actions-menu';
import { CampaignMoney, endDateText } from './campaign-money';
import type { CampaignRowsProps } from './campaign-rows';
import { CampaignStatusBadge } from './campaign-status-badge';

/** The list under 768 px (spec section 9): one stacked card per campaign, with the same menu. */
export function CampaignCards({ campaigns, onDuplicate, onDelete, className }: CampaignRowsProps) {
  return (
    <ul className={cn('grid grid-cols-1 gap-3', className)}>
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="rounded-xl border border-border bg-card p-4 shadow-sm">
          <div className="flex items-start gap-3">
            <CampaignImage src={campaign.featuredImageUrl} alt="" sizes="80px" className="w-20 shrink-0 rounded-md" />
            <div className="min-w-0 flex-1">
              <Link
                to={`/admin/campaigns/${campaign.id}/edit`}
                className="line-clamp-2 font-semibold leading-snug underline-offset-4 hover:underline"
              >
                {campaign.title}
              </Link>
              <p className="mt-0.5 truncate text-xs text-muted-foreground">
                {campaign.organization?.name ?? 'No organization'} · {categoryLabel(campaign.category)}
              </p>
            </div>
            <div className="-mr-2 -mt-2 shrink-0">
              <CampaignActionsMenu campaign={campaign} onDuplicate={onDuplicate} onDelete={onDelete} />
            </div>
          </div>
          <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
            <CampaignMoney campaign={campaign} />
            <div className="grid justify-items-end gap-1 text-xs text-muted-foreground">
              <CampaignStatusBadge status={campaign.status} />
              <span>{endDateText(campaign)}</span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
