import { categoryLabel } from '@causeway/contracts';
import { Link } from 'react-router';
import { CampaignImage } from '@/features/campaigns';
import { cn } from '@/lib/cn';
import { CampaignActionsMenu } from './campaign-actions-menu';
import { CampaignMoney, endDateText } from './campaign-money';
import type { CampaignRowsProps } from './campaign-rows';
import { CampaignStatusBadge } from './campaign-status-badge';

const headCell = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground';

/** The list on screens from 768 px; phones get the same campaigns as cards (CampaignCards). */
export function CampaignTable({ campaigns, onDuplicate, onDelete, className }: CampaignRowsProps) {
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-border bg-card shadow-sm', className)}>
      <table className="w-full text-sm">
        <caption className="sr-only">Campaigns, newest first</caption>
        <thead className="border-b border-border bg-muted/50">
          <tr>
            <th scope="col" className={cn(headCell, 'w-[40%]')}>
              Campaign
            </th>
            <th scope="col" className={headCell}>
              Category
            </th>
            <th scope="col" className={headCell}>
              Status
            </th>
            <th scope="col" className={headCell}>
              Raised / Goal
            </th>
            <th scope="col" className={headCell}>
              Ends
            </th>
            <th scope="col" className={cn(headCell, 'text-right')}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {campaigns.map((campaign) => (
            <tr key={campaign.id} className="transition-colors hover:bg-muted/40">
              <td className="min-w-56 px-4 py-3">
                <div className="flex items-center gap-3">
                  <CampaignImage
                    src={campaign.featuredImageUrl}
                    alt=""
                    sizes="64px"
                    className="w-16 shrink-0 rounded-md"
                  />
                  <div className="min-w-0">
                    <Link
                      to={`/admin/campaigns/${campaign.id}/edit`}
                      className="line-clamp-2 font-semibold underline-offset-4 hover:underline"
                    >
                      {campaign.title}
                    </Link>
                    <p className="mt-0.5 line-clamp-1 text-xs text-muted-foreground">
                      <span className="sr-only">Organization: </span>
                      {campaign.organization?.name ?? 'No organization'}
                    </p>
                  </div>
                </div>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">{categoryLabel(campaign.category)}</td>
              <td className="px-4 py-3">
                <CampaignStatusBadge status={campaign.status} />
              </td>
              <td className="px-4 py-3">
                <CampaignMoney campaign={campaign} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">{endDateText(campaign)}</td>
              <td className="px-4 py-3 text-right">
                <CampaignActionsMenu campaign={campaign} onDuplicate={onDuplicate} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
