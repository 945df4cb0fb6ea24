import type { PaymentMethod } from '@causeway/contracts';
import { Button } from '@/components/ui/button';
import { AlertDialog, AlertDialogCancel } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
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
  const close = () => {
    if (!remove.isPending) onClose();
  };

  return (
    <AlertDialog
      open={card !== null}
      title="Remove this card?"
      description={
        card ? (
          <>
            <span className="font-semibold text-foreground">{savedCardName(card)}</span> will be removed from your
            account. You can add it again at any time.
            {card.isDefault
              ? ' If you have other saved cards, the most recently added one becomes your default.'
              : null}
          </>
        ) : null
      }
      onDismiss={close}
    >
      {card ? (
        <form
          className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!remove.isPending) remove.mutate(card, { onSettled: onClose });
          }}
        >
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Keep card
            </Button>
          </AlertDialogCancel>
          <SubmitButton variant="destructive" busy={remove.isPending} busyLabel="Removing...">
            Remove card
          </SubmitButton>
        </form>
      ) : null}
    </AlertDialog>
  );
}
