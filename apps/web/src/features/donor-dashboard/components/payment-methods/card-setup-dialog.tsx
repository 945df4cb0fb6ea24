import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TestModeBadge, usePaymentsConfig } from '@/features/donations';
import { SandboxCardSetupForm } from './sandbox-card-setup-form';

// Stripe.js and its React bindings load only when the server runs on Stripe.
const StripeCardSetupForm = lazy(async () => ({
  default: (await import('./stripe-card-setup-form')).StripeCardSetupForm,
}));

/** The setup intent the card is collected against, started when the dialog opens. */
export type CardSetup = {
  isError: boolean;
  data?: { clientSecret: string } | undefined;
  mutate(): void;
};

type CardSetupDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  setup: CardSetup;
  /** The confirmed card is being saved where it belongs. */
  saving: boolean;
  /** The card form confirmed the setup: the provider's payment method id, to save. */
  onConfirmed: (paymentMethodId: string) => void;
  onClose: () => void;
};

/**
 * A card collected for later, charging nothing: Stripe's card form (loaded only on Stripe) or the sandbox's, against
 * a setup intent; the caller saves the confirmed card (the donor's wallet, or a guest's recurring gift).
 */
export function CardSetupDialog({
  open,
  title,
  description,
  setup,
  saving,
  onConfirmed,
  onClose,
}: CardSetupDialogProps) {
  const config = usePaymentsConfig();
  const sandbox = config.data?.provider === 'sandbox';
  const close = () => {
    if (!saving) onClose();
  };

  let body;
  if (config.isError || setup.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="flex gap-2 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <Trans>We could not prepare the card form. Please try again.</Trans>
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => {
              if (config.isError) void config.refetch();
              if (setup.isError) setup.mutate();
            }}
          >
            <RotateCw aria-hidden="true" />
            <Trans>Try Again</Trans>
          </Button>
        </div>
      </div>
    );
  } else if (!config.data || !setup.data) {
    body = <FormSkeleton />;
  } else if (config.data.provider === 'stripe' && config.data.publishableKey) {
    body = (
      <Suspense fallback={<FormSkeleton />}>
        <StripeCardSetupForm
          key={setup.data.clientSecret}
          publishableKey={config.data.publishableKey}
          clientSecret={setup.data.clientSecret}
          saving={saving}
          onConfirmed={onConfirmed}
          onCancel={close}
        />
      </Suspense>
    );
  } else {
    body = (
      <SandboxCardSetupForm
        key={setup.data.clientSecret}
        clientSecret={setup.data.clientSecret}
        saving={saving}
        onConfirmed={onConfirmed}
        onCancel={close}
      />
    );
  }

  return (
    <Dialog
      open={open}
      title={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {title}
          {sandbox ? <TestModeBadge /> : null}
        </span>
      }
      description={description}
      onDismiss={close}
    >
      {body}
    </Dialog>
  );
}

function FormSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading card form`} className="grid gap-3">
      <Skeleton className="h-24" />
      <Skeleton className="h-11" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <Skeleton className="ms-auto h-10 w-28" />
    </div>
  );
}
