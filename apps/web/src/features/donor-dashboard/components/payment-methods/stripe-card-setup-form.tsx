import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { stripeElementsOptions, stripeFor } from '@/features/donations';
import { errorMessage } from '@/lib/api-client';
import { ADD_FAILED } from '@/features/donor-dashboard/api/payment-methods-setup';
import { SetupActions } from './setup-actions';

type StripeCardSetupFormProps = {
  publishableKey: string;
  clientSecret: string;
  /** True while the confirmed card is being added to the donor's saved cards. */
  saving: boolean;
  onConfirmed: (paymentMethodId: string) => void;
  onCancel: () => void;
};

/**
 * Stripe mode (DECISIONS.md, Payments): the card goes into Stripe's Payment Element for the setup intent, never
 * into our page. Loaded lazily, with Stripe.js, only when the server runs on Stripe.
 */
export function StripeCardSetupForm({ publishableKey, clientSecret, ...props }: StripeCardSetupFormProps) {
  // Elements takes its client secret once; a new setup intent remounts this form (keyed by the secret upstream).
  const { i18n } = useLingui();
  const options = useMemo(() => stripeElementsOptions(clientSecret, i18n.locale), [clientSecret, i18n.locale]);
  return (
    <Elements stripe={stripeFor(publishableKey)} options={options}>
      <StripeSetup {...props} />
    </Elements>
  );
}

function StripeSetup({
  saving,
  onConfirmed,
  onCancel,
}: Omit<StripeCardSetupFormProps, 'publishableKey' | 'clientSecret'>) {
  const { t, i18n } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const fail = (message: string | undefined) =>
    toast({
      variant: 'destructive',
      title: i18n._(ADD_FAILED),
      description: message || t`Your card could not be saved.`,
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy || saving) return;
    setBusy(true);
    try {
      // Cards confirm in place (3-D Secure in Stripe's own frame); only a method that needs a redirect leaves.
      const { error, setupIntent } = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (error) return fail(error.message);
      const method = setupIntent.payment_method;
      const id = typeof method === 'string' ? method : method?.id;
      if (setupIntent.status === 'succeeded' && id) onConfirmed(id);
      else fail(setupIntent.last_setup_error?.message);
    } catch (error) {
      fail(errorMessage(error, t`An unexpected error occurred. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="relative min-h-48">
        {ready ? null : (
          <div className="absolute inset-0 grid content-start gap-3" role="status" aria-label={t`Loading card form`}>
            <Skeleton className="h-11" />
            <div className="grid grid-cols-2 gap-3">
              <Skeleton className="h-11" />
              <Skeleton className="h-11" />
            </div>
          </div>
        )}
        <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
      </div>
      <SetupActions busy={busy || saving} disabled={!stripe || !elements || !ready} onCancel={onCancel} />
    </form>
  );
}
