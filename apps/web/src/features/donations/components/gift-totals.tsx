import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import type { GiftSummary } from '../lib/donation-form';
import { formatAmount } from '@/lib/format';
import { intervalPhrase } from '../lib/success-params';

/** The donation, the covered fee and the total to be charged, as a short list of figures. */
export function GiftTotals({ summary, className }: { summary: GiftSummary; className?: string }) {
  const { i18n } = useLingui();
  const recurring = summary.donationType === 'recurring';
  const interval = intervalPhrase(summary.interval, i18n);
  return (
    <dl className={cn('grid gap-2 rounded-lg border border-border bg-muted/50 p-4 text-sm', className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">
          <Trans>Your donation</Trans>
        </dt>
        <dd className="font-medium">{formatAmount(summary.amountCents, summary.currency)}</dd>
      </div>
      {summary.feeCents > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">
            <Trans>Processing fee covered</Trans>
          </dt>
          <dd className="font-medium">{formatAmount(summary.feeCents, summary.currency)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-border pt-2 text-base">
        <dt className="font-semibold">
          {recurring ? <Trans>Total, charged {interval}</Trans> : <Trans>Total today</Trans>}
        </dt>
        <dd className="font-bold">{formatAmount(summary.totalCents, summary.currency)}</dd>
      </div>
    </dl>
  );
}
