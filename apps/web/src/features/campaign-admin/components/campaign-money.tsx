import type { AdminCampaign } from '@causeway/contracts';
import { Progress } from '@/components/ui/progress';
import { formatCurrency, formatDate } from '@/lib/format';

const usd = (cents: number) => formatCurrency(cents, { wholeDollars: true });

/** Raised / goal in whole US dollars (spec section 2), with a thin bar. */
export function CampaignMoney({ campaign }: { campaign: AdminCampaign }) {
  return (
    <div className="grid min-w-32 gap-1.5">
      <p className="whitespace-nowrap text-sm">
        <span className="font-semibold">{usd(campaign.amountRaised)}</span>
        <span className="text-muted-foreground"> / {usd(campaign.goal)}</span>
      </p>
      <Progress
        value={campaign.percentComplete}
        className="h-1.5"
        aria-label={`${campaign.title}: ${campaign.percentComplete}% of goal`}
      />
    </div>
  );
}

export function endDateText(campaign: Pick<AdminCampaign, 'endDate'>): string {
  return campaign.endDate ? formatDate(campaign.endDate, { month: 'short' }) : 'No end date';
}
