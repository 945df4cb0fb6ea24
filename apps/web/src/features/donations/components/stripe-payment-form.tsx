import { useLingui } from '@lingui/react/macro';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { stripeElementsOptions, stripeFor } from '../lib/stripe-js';
import { PaymentActions } from './payment-actions';
import { PAYMENT_FAILED_FALLBACK, toastPaymentError, toastPaymentFailed } from './payment-outcome';

type StripePaymentFormProps = {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the donor back after a redirect-based confirmation (it adds payment_intent). */
  returnUrl: string;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
};

/**
 * Stripe mode (DECISIONS.md, Payments): the donor types the card into Stripe's Payment Element (Stripe's frame,
 * never our page). This module, with Stripe.js, is loaded only when the server runs on Stripe.
 */
export function StripePaymentForm({ publishableKey, clientSecret, ...props }: StripePaymentFormProps) {
  // Elements takes its client secret once; a new intent remounts this form (keyed by the secret upstream).
  const { i18n } = useLingui();
  const options = useMemo(() => stripeElementsOptions(clientSecret, i18n.locale), [clientSecret, i18n.locale]);
  return (
    <Elements stripe={stripeFor(publishableKey)} options={options}>
      <StripeCheckout {...props} />
    </Elements>
  );
}

function StripeCheckout({
  returnUrl,
  onBack,
  onPaid,
}: Omit<StripePaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const { i18n, t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    try {
      // Spec section 7: the confirmation runs in the browser and redirects only when the payment method needs it.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (error) {
        toastPaymentFailed(i18n, error.message ?? i18n._(PAYMENT_FAILED_FALLBACK));
      } else if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
        onPaid(paymentIntent.id);
      } else {
        toastPaymentFailed(i18n, paymentIntent.last_payment_error?.message);
      }
    } catch (error) {
      toastPaymentError(i18n, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid grid-cols-1 gap-6">
      <div className="relative min-h-48">
        {ready ? null : (
          <div className="absolute inset-0 grid content-start gap-3" role="status" aria-label={t`Loading payment form`}>
            <Skeleton className="h-11" />
            <div className="grid grid-cols-2 gap-3">
              <Skeleton className="h-11" />
              <Skeleton className="h-11" />
            </div>
            <Skeleton className="h-11" />
          </div>
        )}
        <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
      </div>
      <PaymentActions busy={busy} disabled={!stripe || !elements || !ready} onBack={onBack} />
    </form>
  );
}
