import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Progress } from '@/components/ui/progress';
import { formatCurrency } from '@/lib/format';
import { useRecentCampaigns } from '../api/get-recent-campaigns';
import { CampaignStatusBadge } from './campaign-status-badge';
import { RecentListCard } from './recent-list-card';

const wholeUnits = (minor: number, currency: string) => formatCurrency(minor, { wholeDollars: true, currency });

/** The 3 newest campaigns with their progress and status (admin spec section 2). */
export function RecentCampaigns() {
  const { t } = useLingui();
  const query = useRecentCampaigns();
  const campaigns = query.data ?? [];

  return (
    <RecentListCard
      title={t`Recent Campaigns`}
      allTo="/admin/campaigns"
      allLabel={
        <Trans>
          View all<span className="sr-only"> campaigns</span>
        </Trans>
      }
      state={query}
      errorMessage={t`Recent campaigns could not be loaded.`}
      emptyText={t`No campaigns yet`}
      isEmpty={campaigns.length === 0}
    >
      <ul className="grid grid-cols-1 divide-y divide-border" aria-label={t`Recent campaigns`}>
        {campaigns.map((campaign) => {
          const percent = campaign.goal > 0 ? (campaign.currentAmount / campaign.goal) * 100 : 0;
          const title = campaign.title;
          const raised = wholeUnits(campaign.currentAmount, campaign.currency);
          const goal = wholeUnits(campaign.goal, campaign.currency);
          return (
            <li key={campaign.id} className="grid gap-2 py-3 first:pt-0 last:pb-0">
              <div className="flex items-start justify-between gap-3">
                <Link
                  to={`/admin/campaigns/${campaign.id}/edit`}
                  className="min-w-0 text-sm font-semibold break-words underline-offset-4 hover:underline"
                >
                  {campaign.title}
                </Link>
                <CampaignStatusBadge status={campaign.status} className="shrink-0" />
              </div>
              <p className="text-xs text-muted-foreground tabular-nums">
                <Trans>
                  <span className="font-semibold text-foreground">{raised}</span> raised of {goal}
                </Trans>
              </p>
              <Progress value={percent} aria-label={t`${title}: progress to goal`} className="h-1.5" />
            </li>
          );
        })}
      </ul>
    </RecentListCard>
  );
}
