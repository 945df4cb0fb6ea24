import type { PaymentMethod } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, LoaderCircle, Star, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cardBrandName, cardExpiry, savedCardSpokenName } from '@/features/donations';
import { cn } from '@/lib/cn';
import { useSetDefaultPaymentMethod } from '@/features/donor-dashboard/api/payment-methods-mutations';
import { isCardExpired } from './card-display';

export function SavedCardItem({ card, onRemove }: { card: PaymentMethod; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const setDefault = useSetDefaultPaymentMethod();
  const expired = isCardExpired(card);
  const spokenName = savedCardSpokenName(card, i18n);
  const brand = cardBrandName(card.brand, i18n);
  const last4 = card.last4;
  const expiry = cardExpiry(card);
  // Screen readers list buttons out of context, so each one also names its card (after the visible words).
  const shortName = t`${brand} ending in ${last4}`;

  return (
    <article
      aria-label={spokenName}
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:flex-row sm:items-center',
        card.isDefault && 'border-primary/40 ring-1 ring-primary/20',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <span
          aria-hidden="true"
          className="flex h-10 w-14 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground"
        >
          <CreditCard className="size-5" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold">
              {brand} <span className="font-mono tracking-wide">•••• {card.last4}</span>
            </span>
            {card.isDefault ? (
              <Badge>
                <Trans>Default</Trans>
              </Badge>
            ) : null}
            {expired ? (
              <Badge className="border-transparent bg-destructive/10 text-destructive">
                <Trans>Expired</Trans>
              </Badge>
            ) : null}
          </p>
          <p className={cn('text-sm text-muted-foreground', expired && 'text-destructive')}>
            {expired ? <Trans>Expired {expiry}</Trans> : <Trans>Expires {expiry}</Trans>}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {card.isDefault ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setDefault.mutate(card.id)}
            disabled={setDefault.isPending || expired}
            aria-busy={setDefault.isPending || undefined}
          >
            {setDefault.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Star aria-hidden="true" />
            )}
            <Trans>Set as default</Trans>
            <span className="sr-only">: {shortName}</span>
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          <Trans>Remove</Trans>
          <span className="sr-only"> {shortName}</span>
        </Button>
      </div>
    </article>
  );
}
