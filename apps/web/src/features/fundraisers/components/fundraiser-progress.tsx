import { Trans, useLingui } from '@lingui/react/macro';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { giftCountText, percentOf } from '../lib/fundraiser-display';

type FundraiserProgressProps = {
  raised: number;
  goal: number;
  giftCount: number;
  /** Whose goal it is, for the bar's accessible name: 'the personal goal', 'the team goal'. */
  goalName: string;
  /** The campaign's currency (issue 26); US dollars when absent. */
  currency?: string;
};

/** Raised of goal, the campaign page's bar (green once reached) and the gift count: a page's and a team's. */
export function FundraiserProgress({ raised, goal, giftCount, goalName, currency }: FundraiserProgressProps) {
  const { t, i18n } = useLingui();
  const percent = percentOf(raised, goal);
  const reached = percent >= 100;
  const goalAmount = formatCurrency(goal, { wholeDollars: true, currency });
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold tracking-tight text-foreground">
          {formatCurrency(raised, { wholeDollars: true, currency })}
        </span>
        <span className="text-muted-foreground">
          <Trans>raised of {goalAmount}</Trans>
        </span>
      </p>
      <Progress
        value={percent}
        aria-label={t`${percent}% of ${goalName} raised`}
        className="mt-4 h-2.5"
        indicatorClassName={cn(reached && 'bg-success')}
      />
      <p className="mt-2 flex justify-between gap-4 text-sm font-medium">
        <span className={reached ? 'text-success' : 'text-muted-foreground'}>
          <Trans>{percent}% of the goal</Trans>
        </span>
        <span className="text-muted-foreground">{giftCountText(giftCount, i18n)}</span>
      </p>
    </div>
  );
}
