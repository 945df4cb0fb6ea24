import { useLingui } from '@lingui/react/macro';
import type { DonationType, PaymentMethod, PaymentsConfig, SavedCardDonationResponse } from '@causeway/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useDonateWithSavedCard } from '../api/donate-with-saved-card';
import { usePaymentInProgress } from '../api/payment-in-progress';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { resolvePaymentChoice, type PaymentChoice, type SavedCardRequest } from '../lib/saved-cards';
import { PaymentActions } from './payment-actions';
import { PaymentFailureNote } from './payment-failure-note';
import { toastDonationFailed, toastPaymentError, toastPaymentFailed, type PaymentResult } from './payment-outcome';
import { SandboxAuthenticationDialog } from './sandbox-authentication-dialog';
import { SavedCardChoices } from './saved-card-choices';
import { useSandboxAuthentication } from './use-sandbox-authentication';

type SavedCardPaymentProps = {
  cards: PaymentMethod[];
  config: PaymentsConfig;
  donationType: DonationType;
  /** The gift of step 1; the chosen card is added when the donor pays. */
  request: Omit<SavedCardRequest, 'paymentMethodId'>;
  totalCents: number;
  /** The campaign's currency (issue 26); US dollars unless told. */
  currency?: string | undefined;
  /** The card form shown for 'Use a new card'. */
  newCardForm: ReactNode;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
  /** The server refused the payment (after its toast): e.g. the supporter's page stopped taking gifts. */
  onError?: (error: unknown) => void;
};

/**
 * Step 2 for a signed-in donor with saved cards: 'Pay with' one of them (the default first chosen) or a new card.
 * A saved card is charged by the server (POST /api/donations or /api/recurring-donations), not through step 1's
 * intent; a bank check it asks for runs here, and a declined card keeps the donor on this step.
 */
export function SavedCardPayment({
  cards,
  config,
  donationType,
  request,
  totalCents,
  currency,
  newCardForm,
  onBack,
  onPaid,
  onError,
}: SavedCardPaymentProps) {
  const { i18n, t } = useLingui();
  const [chosen, setChosen] = useState<PaymentChoice | null>(null);
  const choice = resolvePaymentChoice(cards, chosen);
  const [failure, setFailure] = useState<string | null>(null);
  const [stripeChecking, setStripeChecking] = useState(false);
  const donate = useDonateWithSavedCard();
  const paying = usePaymentInProgress() || stripeChecking;

  const finish = (result: PaymentResult) => {
    if (result.status === 'succeeded' || result.status === 'processing') return onPaid(result.paymentIntentId);
    setFailure(result.message ?? null);
    toastPaymentFailed(i18n, result.message);
  };
  const sandboxCheck = useSandboxAuthentication(finish);

  // Stripe mode: Stripe.js (loaded only now) shows the bank's check in its own frame.
  const checkWithStripe = async ({ clientSecret, paymentIntentId }: SavedCardDonationResponse) => {
    if (!config.publishableKey || !clientSecret) return toastPaymentFailed(i18n, undefined);
    setStripeChecking(true);
    try {
      const { handleStripeNextAction } = await import('./stripe-next-action');
      finish(await handleStripeNextAction(config.publishableKey, clientSecret, paymentIntentId));
    } catch (error) {
      toastPaymentError(i18n, error);
    } finally {
      setStripeChecking(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'new' || paying) return;
    setFailure(null);
    donate.mutate(
      { donationType, body: { ...request, paymentMethodId: choice }, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (result) => {
          if (result.status !== 'requires_action') finish(result);
          else if (config.provider === 'sandbox') sandboxCheck.begin(result);
          else void checkWithStripe(result);
        },
        onError: (error) => {
          toastDonationFailed(i18n, error);
          onError?.(error);
        },
      },
    );
  };

  const choose = (next: PaymentChoice) => {
    setChosen(next);
    setFailure(null);
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <SavedCardChoices cards={cards} value={choice} onChange={choose} disabled={paying || sandboxCheck.busy} />
      {choice === 'new' ? (
        newCardForm
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6">
          {failure ? <PaymentFailureNote message={failure} advice={t`Choose another card or use a new one.`} /> : null}
          <PaymentActions busy={paying || sandboxCheck.busy} onBack={onBack} />
          <SandboxAuthenticationDialog totalCents={totalCents} currency={currency} {...sandboxCheck.dialog} />
        </form>
      )}
    </div>
  );
}
