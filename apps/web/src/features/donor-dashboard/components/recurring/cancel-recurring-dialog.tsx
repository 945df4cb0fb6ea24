import { intervalLabels, type DonorRecurring } from '@causeway/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatAmount } from '@/lib/format';

type CancelRecurringDialogProps<T extends DonorRecurring> = {
  /** The gift to cancel; null keeps the dialog closed. */
  gift: T | null;
  /** The cancellation is running. */
  busy: boolean;
  onConfirm: (gift: T) => void;
  onClose: () => void;
};

/**
 * Cancelling is permanent (DECISIONS.md, Payments), so it is asked once more, naming the campaign and the
 * amount, with pausing offered as the way to stop for a while.
 */
export function CancelRecurringDialog<T extends DonorRecurring>({
  gift,
  busy,
  onConfirm,
  onClose,
}: CancelRecurringDialogProps<T>) {
  return (
    <ConfirmDialog
      subject={gift}
      title="Cancel this recurring donation?"
      description={(gift) => (
        <>
          Your {formatAmount(gift.amount, gift.currency)} {intervalLabels[gift.interval].toLowerCase()} gift to{' '}
          <span className="font-semibold text-foreground">{gift.campaign.title}</span> will stop for good.
        </>
      )}
      warning={(gift) => (
        <>
          Cancelling is permanent and cannot be undone: to give again you would set up a new recurring donation.
          {gift.status === 'active' ? ' To stop for a while instead, pause it.' : null}
        </>
      )}
      keepLabel="Keep donation"
      confirmLabel="Cancel donation"
      busy={busy}
      busyLabel="Cancelling..."
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
