import { CreditCard } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  cvcLength,
  formatCardNumber,
  formatExpiry,
  toSandboxCard,
  validateCard,
  type CardErrors,
  type CardFields,
} from '../lib/card-input';

const emptyCard: CardFields = { number: '', expiry: '', cvc: '' };
const fieldOrder = ['number', 'expiry', 'cvc'] as const;

/**
 * The state of test mode's card fields, shared by paying (donation page) and saving a card (dashboard):
 * what is typed, its messages once the donor has tried to submit, and the test-card shortcut.
 */
export function useSandboxCard() {
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const refs = {
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };

  const update = (next: CardFields) => {
    setCard(next);
    // Once the donor has tried to submit, the messages follow the corrections as they are typed.
    if (submitted) setErrors(validateCard(next));
  };

  /** Checks the fields and focuses the first wrong one; the card to send, or null. */
  const submit = () => {
    setSubmitted(true);
    const found = validateCard(card);
    setErrors(found);
    const firstError = fieldOrder.find((field) => found[field]);
    if (firstError) {
      refs[firstError].current?.focus();
      return null;
    }
    return toSandboxCard(card);
  };

  /** A test card's number, keeping any expiry and CVC already typed (else a future date and 123). */
  const fillTestCard = (number: string) => {
    const nextYear = (new Date().getFullYear() + 3) % 100;
    update({
      number: formatCardNumber(number),
      expiry: card.expiry || `12 / ${String(nextYear).padStart(2, '0')}`,
      cvc: card.cvc || '123',
    });
    refs.number.current?.focus();
  };

  return { card, errors, refs, update, submit, fillTestCard };
}

export type SandboxCardState = ReturnType<typeof useSandboxCard>;

type SandboxCardFieldsProps = {
  state: SandboxCardState;
  disabled: boolean;
  /** The 'Card details' heading is shown on the donation page; a dialog already has its own title. */
  showLegend?: boolean;
};

/** Card number, expiry and CVC: our own fields in place of Stripe's Payment Element in test mode. */
export function SandboxCardFields({ state, disabled, showLegend = true }: SandboxCardFieldsProps) {
  const { card, errors, refs, update } = state;
  return (
    <fieldset className="grid min-w-0 gap-4" disabled={disabled}>
      {showLegend ? (
        <legend className="mb-3 flex items-center gap-2 text-base font-semibold">
          <CreditCard className="size-5 text-muted-foreground" aria-hidden="true" />
          Card details
        </legend>
      ) : (
        <legend className="sr-only">Card details</legend>
      )}
      <FormField label="Card number" error={errors.number}>
        {(control) => (
          <Input
            {...control}
            ref={refs.number}
            value={card.number}
            onChange={(e) => update({ ...card, number: formatCardNumber(e.target.value) })}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            className="h-11 font-mono text-base tracking-wide"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry (MM / YY)" error={errors.expiry}>
          {(control) => (
            <Input
              {...control}
              ref={refs.expiry}
              value={card.expiry}
              onChange={(e) => update({ ...card, expiry: formatExpiry(e.target.value) })}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              maxLength={7}
              className="h-11 font-mono text-base"
            />
          )}
        </FormField>
        <FormField label="CVC" error={errors.cvc}>
          {(control) => (
            <Input
              {...control}
              ref={refs.cvc}
              value={card.cvc}
              onChange={(e) =>
                update({ ...card, cvc: e.target.value.replace(/\D/g, '').slice(0, cvcLength(card.number)) })
              }
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={cvcLength(card.number) === 4 ? '1234' : '123'}
              maxLength={4}
              className="h-11 font-mono text-base"
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
