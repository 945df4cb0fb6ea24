import { RotateCw, TriangleAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TestModeBadge, usePaymentsConfig } from '@/features/donations';
import { useAddPaymentMethod, type useCreateSetupIntent } from '@/features/donor-dashboard/api/payment-methods-setup';
import { SandboxCardSetupForm } from './sandbox-card-setup-form';

// Stripe.js and its React bindings load only when the server runs on Stripe.
const StripeCardSetupForm = lazy(async () => ({
  default: (await import('./stripe-card-setup-form')).StripeCardSetupForm,
}));

type AddCardDialogProps = {
  open: boolean;
  /** The setup intent, created when 'Add card' is clicked (see PaymentMethodsTab). */
  setup: ReturnType<typeof useCreateSetupIntent>;
  onClose: () => void;
};

/**
 * 'Add card': a setup intent collects the card for later (no charge), then the confirmed payment method joins
 * the donor's saved cards through POST /api/payment-methods.
 */
export function AddCardDialog({ open, setup, onClose }: AddCardDialogProps) {
  const config = usePaymentsConfig();
  const add = useAddPaymentMethod();
  const sandbox = config.data?.provider === 'sandbox';
  const close = () => {
    if (add.isPending) return;
    add.reset();
    onClose();
  };
  const onConfirmed = (paymentMethodId: string) => add.mutate(paymentMethodId, { onSuccess: onClose });

  let body;
  if (config.isError || setup.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="flex gap-2 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          We could not prepare the card form. Please try again.
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (config.isError) void config.refetch();
              if (setup.isError) setup.mutate();
            }}
          >
            <RotateCw aria-hidden="true" />
            Try Again
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
          saving={add.isPending}
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
        saving={add.isPending}
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
          Add a card
          {sandbox ? <TestModeBadge /> : null}
        </span>
      }
      description="Save a card to give with it later. Nothing is charged now."
      onDismiss={close}
    >
      {body}
    </Dialog>
  );
}

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading card form" className="grid gap-3">
      <Skeleton className="h-24" />
      <Skeleton className="h-11" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <Skeleton className="ml-auto h-10 w-28" />
    </div>
  );
}
