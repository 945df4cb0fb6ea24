import { intervalLabels, type DonorRecurring } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, CreditCard, LoaderCircle, Pause, PencilLine, Play, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatAmount, formatDate } from '@/lib/format';
import { useContractLabels } from '@/lib/i18n';
import { savedCardName } from '@/features/donations';
import { isLive, toggleActionFor } from './recurring-display';
import { RecurringStatusBadge } from './recurring-status-badge';

type RecurringGiftCardProps = {
  /** With `card` when the page knows which card the gift charges (the manage-by-link page does). */
  gift: DonorRecurring & { card?: { brand: string; last4: string } | null };
  /** h3 under the dashboard's tab heading; h2 where the gifts are the page's own list. */
  headingLevel?: 'h2' | 'h3';
  /** A pause or resume of this gift is running. */
  toggling: boolean;
  onToggle: (action: 'pause' | 'resume') => void;
  onChangeAmount: () => void;
  onCancel: () => void;
  /** Offered only where the card is chosen per gift (a guest's gift, by link); the donor area uses the wallet. */
  onChangeCard?: () => void;
};

const toggleLabels: Record<'pause' | 'resume', MessageDescriptor> = { pause: msg`Pause`, resume: msg`Resume` };

/**
 * One recurring gift, in the donor area and on the manage-by-link page: what it is, and what can be done with it.
 * The actions are the caller's, which each page sends to its own API.
 */
export function RecurringGiftCard({
  gift,
  headingLevel: Heading = 'h3',
  toggling,
  onToggle,
  onChangeAmount,
  onCancel,
  onChangeCard,
}: RecurringGiftCardProps) {
  const { t, i18n } = useLingui();
  const intervals = useContractLabels(intervalLabels);
  const titleId = useId();
  const action = toggleActionFor(gift.status);
  const live = isLive(gift.status);
  // Spec section 2: the next payment date only while the gift is active.
  const nextPayment = gift.status === 'active' ? formatDate(gift.nextPaymentDate) : '';
  const campaignTitle = gift.campaign.title;
  const forGift = <span className="sr-only"> {t`of recurring donation to ${campaignTitle}`}</span>;
  const started = formatDate(gift.createdAt, { month: 'short' });
  const fee = formatAmount(gift.feeAmount, gift.currency);
  const payment = formatAmount(gift.amount + gift.feeAmount, gift.currency);
  const card = gift.card ? savedCardName(gift.card, i18n) : '';

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'grid gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm',
        !live && 'bg-muted/40 shadow-none',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <Heading id={titleId} className="text-base font-semibold leading-snug">
            <Link
              to={`/campaigns/${gift.campaign.id}`}
              className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {gift.campaign.title}
            </Link>
          </Heading>
          <p className="text-xs text-muted-foreground">
            <Trans>Started {started}</Trans>
          </p>
        </div>
        <RecurringStatusBadge status={gift.status} className="mt-0.5 shrink-0" />
      </div>

      <div className="grid gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={cn('text-2xl font-bold tracking-tight', !live && 'text-muted-foreground')}>
            {formatAmount(gift.amount, gift.currency)}
          </span>
          <span className="text-sm font-medium text-muted-foreground">{intervals[gift.interval]}</span>
        </p>
        {gift.feeAmount > 0 && live ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              You also cover the {fee} processing fee, so each payment is {payment}.
            </Trans>
          </p>
        ) : null}
        {nextPayment ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm">
            <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              <Trans>Next payment: {nextPayment}</Trans>
            </span>
          </p>
        ) : null}
        {gift.card && live ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm">
            <CreditCard className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              <Trans>Paid with {card}</Trans>
            </span>
          </p>
        ) : null}
        {gift.status === 'paused' ? (
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans>No payments are taken until you resume this gift.</Trans>
          </p>
        ) : null}
        {gift.status === 'cancelled' ? (
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans>This gift has ended. No further payments will be taken.</Trans>
          </p>
        ) : null}
      </div>

      {action ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onToggle(action)}
            disabled={toggling}
            aria-busy={toggling || undefined}
          >
            {toggling ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : action === 'pause' ? (
              <Pause aria-hidden="true" />
            ) : (
              <Play aria-hidden="true" />
            )}
            {i18n._(toggleLabels[action])}
            <span className="sr-only"> {t`recurring donation to ${campaignTitle}`}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={onChangeAmount}>
            <PencilLine aria-hidden="true" />
            <Trans>Change amount</Trans>
            {forGift}
          </Button>
          {onChangeCard ? (
            <Button variant="outline" size="sm" onClick={onChangeCard}>
              <CreditCard aria-hidden="true" />
              <Trans>Change card</Trans>
              {forGift}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={onCancel}
            className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:ms-auto"
          >
            <X aria-hidden="true" />
            <Trans>Cancel</Trans>
            <span className="sr-only"> {t`recurring donation to ${campaignTitle}`}</span>
          </Button>
        </div>
      ) : null}
    </article>
  );
}
