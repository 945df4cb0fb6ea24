import type { PaymentMethod } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentMethods } from '@/features/donor-dashboard/api/payment-methods-query';
import { useCreateSetupIntent } from '@/features/donor-dashboard/api/payment-methods-setup';
import { QueryStates } from '@/components/ui/query-states';
import { AddCardDialog } from './add-card-dialog';
import { RemoveCardDialog } from './remove-card-dialog';
import { SavedCardItem } from './saved-card-item';

/**
 * The donor dashboard's Payment Methods tab (spec section 2): saved cards with brand, last 4, expiry and the
 * default flag; add a card, remove one, choose the default (which also pays for recurring donations).
 */
export function PaymentMethodsTab() {
  const { t } = useLingui();
  const query = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const setup = useCreateSetupIntent();

  // Each 'Add card' starts a fresh setup intent (the card form needs its client secret before it can show).
  const startAdding = () => {
    setAdding(true);
    setup.reset();
    setup.mutate();
  };

  const addButton = (
    <Button onClick={startAdding}>
      <Plus aria-hidden="true" />
      <Trans>Add card</Trans>
    </Button>
  );

  const body = (
    <QueryStates
      query={query}
      loading={<CardsSkeleton />}
      error={{
        title: t`Failed to load payment methods`,
        description: t`Something went wrong while loading your saved cards.`,
      }}
      isEmpty={(cards) => cards.length === 0}
      empty={{
        icon: CreditCard,
        title: t`No saved cards yet`,
        description: t`Save a card to give in a few clicks. Your default card also pays for your recurring donations.`,
        action: addButton,
      }}
    >
      {(cards) => (
        <ul className="grid gap-3">
          {cards.map((card) => (
            <li key={card.id}>
              <SavedCardItem card={card} onRemove={() => setRemoving(card)} />
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );

  const hasCards = Boolean(query.data?.length);
  return (
    <section className="grid gap-4" aria-labelledby="saved-cards-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="saved-cards-heading" className="text-lg font-semibold tracking-tight">
            <Trans>Saved cards</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>Your default card pays for your recurring donations and is offered first when you give.</Trans>
          </p>
        </div>
        {hasCards ? addButton : null}
      </div>
      {body}
      <AddCardDialog open={adding} setup={setup} onClose={() => setAdding(false)} />
      <RemoveCardDialog card={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

function CardsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading saved cards`} className="grid gap-3">
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-sm">
          <Skeleton className="h-10 w-14 rounded-md" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
          <Skeleton className="hidden h-9 w-28 sm:block" />
        </div>
      ))}
    </div>
  );
}
