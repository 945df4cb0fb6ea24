import type { PaymentMethod } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { savedCardName } from '@/features/donations';
import { useRemovePaymentMethod } from '@/features/donor-dashboard/api/payment-methods-mutations';

type RemoveCardDialogProps = {
  /** The card to remove; null keeps the dialog closed. */
  card: PaymentMethod | null;
  onClose: () => void;
};

/**
 * Asks before removing a saved card. A refusal (the card pays for recurring donations) closes the dialog and
 * the toast carries the server's reason, which says what to do first.
 */
export function RemoveCardDialog({ card, onClose }: RemoveCardDialogProps) {
  const { t, i18n } = useLingui();
  const remove = useRemovePaymentMethod();
  return (
    <ConfirmDialog
      subject={card}
      title={t`Remove this card?`}
      description={(card) => {
        const cardName = savedCardName(card, i18n);
        return (
          <>
            <Trans>
              <span className="font-semibold text-foreground">{cardName}</span> will be removed from your account. You
              can add it again at any time.
            </Trans>
            {card.isDefault
              ? ` ${t`If you have other saved cards, the most recently added one becomes your default.`}`
              : null}
          </>
        );
      }}
      keepLabel={t`Keep card`}
      confirmLabel={t`Remove card`}
      busy={remove.isPending}
      busyLabel={t`Removing...`}
      onConfirm={(card) => remove.mutate(card, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}
