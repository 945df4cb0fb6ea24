import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentMethod, PaymentsConfig } from '@causeway/contracts';
import { CircleAlert, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { GiftSummary } from '../lib/donation-form';
import type { SavedCardRequest } from '../lib/saved-cards';
import { GiftTotals } from './gift-totals';
import { PaymentActions } from './payment-actions';
import { SandboxCardForm } from './sandbox-card-form';
import { SavedCardPayment } from './saved-card-payment';

// Stripe.js and the Payment Element load only in Stripe mode, and only once the donor reaches this step.
const StripePaymentForm = lazy(async () => ({
  default: (await import('./stripe-payment-form')).StripePaymentForm,
}));

type PaymentStepProps = {
  config: PaymentsConfig | undefined;
  configFailed: boolean;
  clientSecret: string;
  summary: GiftSummary;
  /** The signed-in donor's saved cards; undefined while they load (always [] for a guest). */
  savedCards: PaymentMethod[] | undefined;
  /** The same gift as a saved-card payment, made when the donor pays with one of them. */
  savedCardRequest: Omit<SavedCardRequest, 'paymentMethodId'>;
  returnUrl: string;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
  /** A saved-card payment the server refused (after its toast). */
  onSavedCardError?: (error: unknown) => void;
};

function PaymentFormSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-3" role="status" aria-label={t`Loading payment form`}>
      <Skeleton className="h-11" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <Skeleton className="mt-3 h-12" />
    </div>
  );
}

/**
 * Step 2 (spec section 2): the total being charged, then the card form of the provider the server runs on,
 * or first the choice of a saved card for a signed-in donor who has some.
 */
export function PaymentStep({
  config,
  configFailed,
  clientSecret,
  summary,
  savedCards,
  savedCardRequest,
  returnUrl,
  onBack,
  onPaid,
  onSavedCardError,
}: PaymentStepProps) {
  const { t } = useLingui();
  let cardForm: ReactNode = null;
  if (config?.provider === 'sandbox') {
    cardForm = (
      <SandboxCardForm
        key={clientSecret}
        clientSecret={clientSecret}
        totalCents={summary.totalCents}
        currency={summary.currency}
        onBack={onBack}
        onPaid={onPaid}
      />
    );
  } else if (config?.provider === 'stripe' && config.publishableKey) {
    cardForm = (
      <Suspense fallback={<PaymentFormSkeleton />}>
        <StripePaymentForm
          key={clientSecret}
          publishableKey={config.publishableKey}
          clientSecret={clientSecret}
          returnUrl={returnUrl}
          onBack={onBack}
          onPaid={onPaid}
        />
      </Suspense>
    );
  }

  let form;
  if (config && cardForm) {
    if (savedCards === undefined) {
      form = <PaymentFormSkeleton />;
    } else if (savedCards.length > 0) {
      form = (
        <SavedCardPayment
          cards={savedCards}
          config={config}
          donationType={summary.donationType}
          request={savedCardRequest}
          totalCents={summary.totalCents}
          currency={summary.currency}
          newCardForm={cardForm}
          onBack={onBack}
          onPaid={onPaid}
          onError={onSavedCardError}
        />
      );
    } else {
      form = cardForm;
    }
  } else if (configFailed || config) {
    form = (
      <div className="grid grid-cols-1 gap-6">
        <p role="alert" className="flex gap-2 rounded-lg bg-destructive/10 p-3 text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <Trans>Card payments are unavailable right now. Please try again in a few minutes.</Trans>
        </p>
        <PaymentActions busy={false} disabled onBack={onBack} />
      </div>
    );
  } else {
    form = <PaymentFormSkeleton />;
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <GiftTotals summary={summary} />
      {form}
      <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        {config?.provider === 'sandbox'
          ? t`Test mode: cards are checked by our sandbox and no money is charged.`
          : t`Secure payment processing by Stripe. Your card details never touch our servers.`}
      </p>
    </div>
  );
}
