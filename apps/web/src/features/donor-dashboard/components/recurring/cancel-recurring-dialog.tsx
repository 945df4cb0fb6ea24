import { intervalLabels, type DonorRecurring } from '@causeway/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatAmount } from '@/lib/format';
import { useCancelRecurring } from '@/features/donor-dashboard/api/recurring-mutations';

type CancelRecurringDialogProps = {
  /** The gift to cancel; null keeps the dialog closed. */
  gift: DonorRecurring | null;
  onClose: () => void;
};

/**
 * Cancelling is permanent (DECISIONS.md, Payments), so it is asked once more, naming the campaign and the
 * amount, with pausing offered as the way to stop for a while.
 */
export function CancelRecurringDialog({ gift, onClose }: CancelRecurringDialogProps) {
  const cancel = useCancelRecurring();
  return (
    <ConfirmDialog
      subject={gift}
      title="Cancel this recurring donation?"
      description={(gift) => (
        <>
          Your {formatAmount(gift.amount)} {intervalLabels[gift.interval].toLowerCase()} gift to{' '}
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
      busy={cancel.isPending}
      busyLabel="Cancelling..."
      onConfirm={(gift) => cancel.mutate(gift.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
