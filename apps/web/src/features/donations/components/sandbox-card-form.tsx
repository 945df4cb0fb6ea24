import { useLingui } from '@lingui/react/macro';
import type { SandboxConfirmResponse } from '@causeway/contracts';
import { useState } from 'react';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { PaymentActions } from './payment-actions';
import { PaymentFailureNote } from './payment-failure-note';
import { toastPaymentError, toastPaymentFailed } from './payment-outcome';
import { SandboxAuthenticationDialog } from './sandbox-authentication-dialog';
import { SandboxCardFields, useSandboxCardForm } from './sandbox-card-fields';
import { SandboxTestCards } from './sandbox-test-cards';
import { useSandboxAuthentication } from './use-sandbox-authentication';

type SandboxCardFormProps = {
  clientSecret: string;
  totalCents: number;
  /** The campaign's currency (issue 26); US dollars unless told. */
  currency?: string | undefined;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
};

/**
 * Sandbox mode's card form (DECISIONS.md, Payments): our own fields in place of Stripe's Payment Element,
 * confirmed by the sandbox provider with Stripe's test-card rules. A failed payment keeps the donor here.
 */
export function SandboxCardForm({ clientSecret, totalCents, currency, onBack, onPaid }: SandboxCardFormProps) {
  const { i18n, t } = useLingui();
  const { form, fillTestCard } = useSandboxCardForm();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmSandboxPayment();

  const finish = (result: SandboxConfirmResponse) => {
    if (result.status === 'succeeded') return onPaid(result.paymentIntentId);
    setFailure(result.message ?? null);
    toastPaymentFailed(i18n, result.message);
  };
  const check = useSandboxAuthentication(finish);
  const handleResult = (result: SandboxConfirmResponse) =>
    result.status === 'requires_action' ? check.begin(result) : finish(result);

  const onSubmit = form.handleSubmit((card) => {
    if (confirm.isPending) return;
    setFailure(null);
    confirm.mutate(
      { clientSecret, card },
      { onSuccess: handleResult, onError: (error) => toastPaymentError(i18n, error) },
    );
  });

  const busy = confirm.isPending || check.busy;

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6">
      <SandboxTestCards onUse={fillTestCard} />

      <SandboxCardFields form={form} disabled={busy} />

      {failure ? <PaymentFailureNote message={failure} advice={t`Check the card or try another one.`} /> : null}

      <PaymentActions busy={busy} onBack={onBack} />

      <SandboxAuthenticationDialog totalCents={totalCents} currency={currency} {...check.dialog} />
    </form>
  );
}
