import type { AdminCampaign } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Progress } from '@/components/ui/progress';
import { formatCurrency, formatDate } from '@/lib/format';

/** Whole units of the campaign's currency: '$1,235', '€1,235', '¥100,000'. */
const whole = (minor: number, currency: string) => formatCurrency(minor, { wholeDollars: true, currency });

/** Raised / goal in whole units of the campaign's currency (spec section 2: whole dollars), with a thin bar. */
export function CampaignMoney({ campaign }: { campaign: AdminCampaign }) {
  const { t } = useLingui();
  const money = (minor: number) => whole(minor, campaign.currency);
  const title = campaign.title;
  const percent = campaign.percentComplete;
  return (
    <div className="grid min-w-32 gap-1.5">
      <p className="whitespace-nowrap text-sm">
        <span className="font-semibold">{money(campaign.amountRaised)}</span>
        <span className="text-muted-foreground"> / {money(campaign.goal)}</span>
      </p>
      <Progress value={campaign.percentComplete} className="h-1.5" aria-label={t`${title}: ${percent}% of goal`} />
    </div>
  );
}

export function endDateText(campaign: Pick<AdminCampaign, 'endDate'>, i18n: I18n): string {
  return campaign.endDate ? formatDate(campaign.endDate, { month: 'short' }) : i18n._(msg`No end date`);
}
