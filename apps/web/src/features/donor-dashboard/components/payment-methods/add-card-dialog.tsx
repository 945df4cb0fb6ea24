import { useLingui } from '@lingui/react/macro';
import { useAddPaymentMethod, type useCreateSetupIntent } from '@/features/donor-dashboard/api/payment-methods-setup';
import { CardSetupDialog } from './card-setup-dialog';

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
  const { t } = useLingui();
  const add = useAddPaymentMethod();
  return (
    <CardSetupDialog
      open={open}
      title={t`Add a card`}
      description={t`Save a card to give with it later. Nothing is charged now.`}
      setup={setup}
      saving={add.isPending}
      onConfirmed={(paymentMethodId) => add.mutate(paymentMethodId, { onSuccess: onClose })}
      onClose={() => {
        add.reset();
        onClose();
      }}
    />
  );
}
