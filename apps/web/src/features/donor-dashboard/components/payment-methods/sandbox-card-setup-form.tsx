import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { SandboxCardFields, SandboxTestCards, setupTestCards, useSandboxCardForm } from '@/features/donations';
import { errorMessage } from '@/lib/api-client';
import { ADD_FAILED, useConfirmSandboxSetup } from '@/features/donor-dashboard/api/payment-methods-setup';
import { SetupActions } from './setup-actions';

type SandboxCardSetupFormProps = {
  clientSecret: string;
  /** True while the confirmed card is being added to the donor's saved cards. */
  saving: boolean;
  onConfirmed: (paymentMethodId: string) => void;
  onCancel: () => void;
};

/**
 * Sandbox mode's stand-in for Stripe's Payment Element in setup mode: the donation form's card checks
 * (card-input), confirmed by the sandbox provider with Stripe's test-card rules. A declined card keeps the
 * donor here with the reason.
 */
export function SandboxCardSetupForm({ clientSecret, saving, onConfirmed, onCancel }: SandboxCardSetupFormProps) {
  const { t, i18n } = useLingui();
  const { form, fillTestCard } = useSandboxCardForm();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmSandboxSetup();

  const fail = (message: string) => {
    setFailure(message);
    toast({ variant: 'destructive', title: i18n._(ADD_FAILED), description: message });
  };

  const onSubmit = form.handleSubmit((card) => {
    if (confirm.isPending || saving) return;
    setFailure(null);
    confirm.mutate(
      { clientSecret, card },
      {
        onSuccess: (result) => {
          if (result.status === 'succeeded' && result.paymentMethodId) return onConfirmed(result.paymentMethodId);
          fail(result.message ?? t`Your card could not be saved.`);
        },
        onError: (error) => fail(errorMessage(error, t`Your card could not be saved. Please try again.`)),
      },
    );
  });

  const busy = confirm.isPending || saving;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <SandboxTestCards
        onUse={fillTestCard}
        cards={setupTestCards}
        note={t`No real card is saved. Any future expiry, any CVC.`}
      />
      <SandboxCardFields form={form} disabled={busy} showLegend={false} />
      {failure ? (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            <span className="font-semibold">
              <Trans>The card was not saved.</Trans>
            </span>{' '}
            {failure}
          </span>
        </p>
      ) : null}
      <SetupActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
