import { Trans } from '@lingui/react/macro';
import { ArrowLeft, LoaderCircle, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';

type PaymentActionsProps = {
  busy: boolean;
  /** The payment form is not ready to take a card yet (e.g. Stripe still loading). */
  disabled?: boolean;
  onBack: () => void;
};

/** Spec section 2, step 2: 'Back' returns to the form, 'Donate' pays ('Processing...' while busy). */
export function PaymentActions({ busy, disabled = false, onBack }: PaymentActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      <Button variant="outline" size="lg" onClick={onBack} disabled={busy} className="sm:w-36">
        <ArrowLeft aria-hidden="true" />
        <Trans>Back</Trans>
      </Button>
      <Button type="submit" size="lg" className="sm:flex-1" disabled={busy || disabled} aria-busy={busy || undefined}>
        {busy ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            <Trans>Processing...</Trans>
          </>
        ) : (
          <>
            <Lock aria-hidden="true" />
            <Trans>Donate</Trans>
          </>
        )}
      </Button>
    </div>
  );
}
