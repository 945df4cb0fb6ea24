import { fundraiserMessages, type CampaignDetail } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, CalendarHeart, Flag, Hourglass, Info, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format';
import { useContractText } from '@/lib/i18n';
import { detailDaysLeftText, goalReached, notAcceptingReason, startedText } from '../lib/campaign-display';
import { donateMonthlyPath, donatePath } from '../lib/donate-links';
import { DonateLink } from './donate-link';
import { CampaignMatch } from './campaign-match';

/** Spec section 2, the campaign's side panel: amount raised of goal, progress, figures and the donate buttons. */
export function CampaignFundingCard({ campaign, embed }: { campaign: CampaignDetail; embed: boolean }) {
  const reached = goalReached(campaign.percentComplete);
  const { t, i18n } = useLingui();
  const contractText = useContractText();
  const closedReason = notAcceptingReason(campaign, i18n);
  const percent = campaign.percentComplete;
  const goal = formatCurrency(campaign.goal, { wholeDollars: true, currency: campaign.currency });
  const figures = [
    { key: 'donors', label: t`Donors`, icon: Users, value: formatNumber(campaign.totalDonors) },
    { key: 'days', label: t`Days Left`, icon: Hourglass, value: detailDaysLeftText(campaign.daysLeft, i18n) },
    { key: 'started', label: t`Started`, icon: CalendarDays, value: startedText(campaign.startDate) },
  ];
  return (
    <Card>
      <CardContent className="p-6">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-bold tracking-tight text-foreground">
            {formatCurrency(campaign.amountRaised, { wholeDollars: true, currency: campaign.currency })}
          </span>
          <span className="text-muted-foreground">
            <Trans>of {goal}</Trans>
          </span>
        </p>
        <Progress
          value={campaign.percentComplete}
          aria-label={t`${percent}% of the goal raised`}
          className="mt-4 h-2.5"
          indicatorClassName={cn(reached && 'bg-success')}
        />
        <p className={cn('mt-2 text-sm font-medium', reached ? 'text-success' : 'text-muted-foreground')}>
          <Trans>{percent}% funded</Trans>
        </p>
        <CampaignMatch campaign={campaign} contractText={contractText} />
        <dl className="mt-5 divide-y divide-border rounded-lg border border-border bg-muted/40 px-4 text-sm">
          {figures.map(({ key, label, icon: Icon, value }) => (
            <div key={key} className="flex items-center justify-between gap-4 py-2.5">
              <dt className="flex items-center gap-2 text-muted-foreground">
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </dt>
              <dd className="font-semibold text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
        {closedReason ? (
          <p className="mt-5 flex gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground" role="note">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {closedReason}
          </p>
        ) : (
          <div className="mt-5 grid gap-3">
            <DonateLink to={donatePath(campaign.id)} embed={embed} size="lg" className="w-full">
              <Trans>Donate Now</Trans>
            </DonateLink>
            {embed ? null : (
              <DonateLink
                to={donateMonthlyPath(campaign.id)}
                embed={embed}
                variant="outline"
                size="lg"
                className="w-full"
              >
                <CalendarHeart aria-hidden="true" />
                <Trans>Donate Monthly</Trans>
              </DonateLink>
            )}
            {/* Issue 25: a supporter may raise money on a page of their own (not from inside another site's frame). */}
            {campaign.fundraising.enabled && !embed ? (
              <DonateLink
                to={`/campaigns/${campaign.id}/fundraise`}
                embed={embed}
                variant="ghost"
                // Beside 'Donate Now' a quieter button; its longer label may take two lines on a narrow phone.
                className="h-auto min-h-10 w-full py-2 whitespace-normal"
              >
                <Flag aria-hidden="true" />
                {contractText(fundraiserMessages.startLabel)}
              </DonateLink>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
