import { CircleAlert } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import {
  cvcLength,
  formatCardNumber,
  formatExpiry,
  toSandboxCard,
  validateCard,
  type CardErrors,
  type CardFields,
} from '@/features/donations';
import { errorMessage } from '@/lib/api-client';
import { ADD_FAILED, useConfirmSandboxSetup } from '@/features/donor-dashboard/api/payment-methods-setup';
import { SetupActions } from './setup-actions';
import { SetupTestCards } from './setup-test-cards';

type SandboxCardSetupFormProps = {
  clientSecret: string;
  /** True while the confirmed card is being added to the donor's saved cards. */
  saving: boolean;
  onConfirmed: (paymentMethodId: string) => void;
  onCancel: () => void;
};

const emptyCard: CardFields = { number: '', expiry: '', cvc: '' };

/**
 * Sandbox mode's stand-in for Stripe's Payment Element in setup mode: the donation form's card checks
 * (card-input), confirmed by the sandbox provider with Stripe's test-card rules. A declined card keeps the
 * donor here with the reason.
 */
export function SandboxCardSetupForm({ clientSecret, saving, onConfirmed, onCancel }: SandboxCardSetupFormProps) {
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmSandboxSetup();
  const refs = {
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };

  const update = (next: CardFields) => {
    setCard(next);
    // Once the donor has tried to save, the messages follow the corrections as they are typed.
    if (submitted) setErrors(validateCard(next));
  };

  const fail = (message: string) => {
    setFailure(message);
    toast({ variant: 'destructive', title: ADD_FAILED, description: message });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending || saving) return;
    setSubmitted(true);
    const found = validateCard(card);
    setErrors(found);
    const firstError = (['number', 'expiry', 'cvc'] as const).find((field) => found[field]);
    if (firstError) return refs[firstError].current?.focus();
    setFailure(null);
    confirm.mutate(
      { clientSecret, card: toSandboxCard(card) },
      {
        onSuccess: (result) => {
          if (result.status === 'succeeded' && result.paymentMethodId) return onConfirmed(result.paymentMethodId);
          fail(result.message ?? 'Your card could not be saved.');
        },
        onError: (error) => fail(errorMessage(error, 'Your card could not be saved. Please try again.')),
      },
    );
  };

  const fillTestCard = (number: string) => {
    const nextYear = (new Date().getFullYear() + 3) % 100;
    update({
      number: formatCardNumber(number),
      expiry: card.expiry || `12 / ${String(nextYear).padStart(2, '0')}`,
      cvc: card.cvc || '123',
    });
    refs.number.current?.focus();
  };

  const busy = confirm.isPending || saving;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <SetupTestCards onUse={fillTestCard} />
      <fieldset className="grid min-w-0 gap-4" disabled={busy}>
        <legend className="sr-only">Card details</legend>
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
      {failure ? (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            <span className="font-semibold">The card was not saved.</span> {failure}
          </span>
        </p>
      ) : null}
      <SetupActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
