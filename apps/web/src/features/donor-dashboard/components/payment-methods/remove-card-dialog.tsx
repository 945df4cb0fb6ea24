import type { PaymentMethod } from '@causeway/contracts';
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
  const remove = useRemovePaymentMethod();
  return (
    <ConfirmDialog
      subject={card}
      title="Remove this card?"
      description={(card) => (
        <>
          <span className="font-semibold text-foreground">{savedCardName(card)}</span> will be removed from your
          account. You can add it again at any time.
          {card.isDefault ? ' If you have other saved cards, the most recently added one becomes your default.' : null}
        </>
      )}
      keepLabel="Keep card"
      confirmLabel="Remove card"
      busy={remove.isPending}
      busyLabel="Removing..."
      onConfirm={(card) => remove.mutate(card, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}
