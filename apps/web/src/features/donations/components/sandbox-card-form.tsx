import type { SandboxConfirmResponse } from '@causeway/contracts';
import { CreditCard } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import {
  cvcLength,
  formatCardNumber,
  formatExpiry,
  toSandboxCard,
  validateCard,
  type CardErrors,
  type CardFields,
} from '../lib/card-input';
import { PaymentActions } from './payment-actions';
import { PaymentFailureNote } from './payment-failure-note';
import { toastPaymentError, toastPaymentFailed } from './payment-outcome';
import { SandboxAuthenticationDialog } from './sandbox-authentication-dialog';
import { SandboxTestCards } from './sandbox-test-cards';
import { useSandboxAuthentication } from './use-sandbox-authentication';

type SandboxCardFormProps = {
  clientSecret: string;
  totalCents: number;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
};

const emptyCard: CardFields = { number: '', expiry: '', cvc: '' };

/**
 * Sandbox mode's card form (DECISIONS.md, Payments): our own fields in place of Stripe's Payment Element,
 * confirmed by the sandbox provider with Stripe's test-card rules. A failed payment keeps the donor here.
 */
export function SandboxCardForm({ clientSecret, totalCents, onBack, onPaid }: SandboxCardFormProps) {
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmSandboxPayment();
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);

  const update = (next: CardFields) => {
    setCard(next);
    // Once the donor has tried to pay, the messages follow the corrections as they are typed.
    if (submitted) setErrors(validateCard(next));
  };

  const finish = (result: SandboxConfirmResponse) => {
    if (result.status === 'succeeded') return onPaid(result.paymentIntentId);
    setFailure(result.message ?? null);
    toastPaymentFailed(result.message);
  };
  const check = useSandboxAuthentication(finish);
  const handleResult = (result: SandboxConfirmResponse) =>
    result.status === 'requires_action' ? check.begin(result) : finish(result);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    setSubmitted(true);
    const found = validateCard(card);
    setErrors(found);
    if (found.number) return numberRef.current?.focus();
    if (found.expiry) return expiryRef.current?.focus();
    if (found.cvc) return cvcRef.current?.focus();
    setFailure(null);
    confirm.mutate(
      { clientSecret, card: toSandboxCard(card) },
      { onSuccess: handleResult, onError: (error) => toastPaymentError(error) },
    );
  };

  const fillTestCard = (number: string) => {
    const nextYear = (new Date().getFullYear() + 3) % 100;
    update({
      number: formatCardNumber(number),
      expiry: card.expiry || `12 / ${String(nextYear).padStart(2, '0')}`,
      cvc: card.cvc || '123',
    });
    numberRef.current?.focus();
  };

  const busy = confirm.isPending || check.busy;

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6">
      <SandboxTestCards onUse={fillTestCard} />

      <fieldset className="grid min-w-0 gap-4" disabled={busy}>
        <legend className="mb-3 flex items-center gap-2 text-base font-semibold">
          <CreditCard className="size-5 text-muted-foreground" aria-hidden="true" />
          Card details
        </legend>
        <FormField label="Card number" error={errors.number}>
          {(control) => (
            <Input
              {...control}
              ref={numberRef}
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
                ref={expiryRef}
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
                ref={cvcRef}
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

      {failure ? <PaymentFailureNote message={failure} advice="Check the card or try another one." /> : null}

      <PaymentActions busy={busy} onBack={onBack} />

      <SandboxAuthenticationDialog totalCents={totalCents} {...check.dialog} />
    </form>
  );
}
