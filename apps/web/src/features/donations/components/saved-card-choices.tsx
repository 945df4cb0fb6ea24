import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@causeway/contracts';
import { CreditCard, Plus } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { cardExpiry, savedCardName, savedCardSpokenName, type PaymentChoice } from '../lib/saved-cards';

type SavedCardChoicesProps = {
  cards: PaymentMethod[];
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  /** A payment is under way: the card cannot change under it. */
  disabled: boolean;
};

/** 'Pay with': each saved card (the default marked), then 'Use a new card'. */
export function SavedCardChoices({ cards, value, onChange, disabled }: SavedCardChoicesProps) {
  const { t, i18n } = useLingui();
  const name = useId();
  return (
    <ChoiceGroup legend={t`Pay with`} legendClassName="text-base font-semibold" choicesClassName="grid gap-2">
      {cards.map((card) => {
        const expires = cardExpiry(card);
        return (
          <ChoiceCard
            key={card.id}
            name={name}
            value={card.id}
            checked={value === card.id}
            onChange={() => onChange(card.id)}
            disabled={disabled}
            aria-label={savedCardSpokenName(card, i18n)}
            icon={<CreditCard className="size-5 shrink-0" aria-hidden="true" />}
            label={
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="tabular-nums">{savedCardName(card, i18n)}</span>
                {card.isDefault ? (
                  <Badge variant="outline">
                    <Trans>Default</Trans>
                  </Badge>
                ) : null}
              </span>
            }
            description={t`Expires ${expires}`}
          />
        );
      })}
      <ChoiceCard
        name={name}
        value="new"
        checked={value === 'new'}
        onChange={() => onChange('new')}
        disabled={disabled}
        icon={<Plus className="size-5 shrink-0" aria-hidden="true" />}
        label={t`Use a new card`}
      />
    </ChoiceGroup>
  );
}
