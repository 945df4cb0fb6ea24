import type { SandboxConfirmResponse } from '@causeway/contracts';
import { CircleAlert, CreditCard } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuthenticateSandboxPayment, type AuthenticationOutcome } from '../api/authenticate-sandbox-payment';
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
import { authenticationToken, toastPaymentError, toastPaymentFailed } from './payment-outcome';
import { SandboxAuthenticationDialog } from './sandbox-authentication-dialog';
import { SandboxTestCards } from './sandbox-test-cards';

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
  const [authToken, setAuthToken] = useState<string | null>(null);
  const confirm = useConfirmSandboxPayment();
  const authenticate = useAuthenticateSandboxPayment();
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);

  const update = (next: CardFields) => {
    setCard(next);
    // Once the donor has tried to pay, the messages follow the corrections as they are typed.
    if (submitted) setErrors(validateCard(next));
  };

  const handleResult = (result: SandboxConfirmResponse) => {
    if (result.status === 'succeeded') {
      onPaid(result.paymentIntentId);
    } else if (result.status === 'requires_action') {
      const token = authenticationToken(result);
      if (token) setAuthToken(token);
      else toastPaymentFailed(undefined);
    } else {
      setFailure(result.message ?? null);
      toastPaymentFailed(result.message);
    }
  };

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

  const onAnswer = (outcome: AuthenticationOutcome) => {
    if (!authToken) return;
    authenticate.mutate(
      { token: authToken, outcome },
      {
        onSuccess: (result) => {
          setAuthToken(null);
          handleResult(result);
        },
        onError: (error) => {
          setAuthToken(null);
          toastPaymentError(error);
        },
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
    numberRef.current?.focus();
  };

  const busy = confirm.isPending || authenticate.isPending || authToken !== null;

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

      {failure ? (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            <span className="font-semibold">The payment did not go through.</span> {failure} Check the card or try
            another one.
          </span>
        </p>
      ) : null}

      <PaymentActions busy={busy} onBack={onBack} />

      <SandboxAuthenticationDialog
        open={authToken !== null}
        totalCents={totalCents}
        pendingOutcome={authenticate.isPending ? (authenticate.variables?.outcome ?? null) : null}
        onAnswer={onAnswer}
      />
    </form>
  );
}
