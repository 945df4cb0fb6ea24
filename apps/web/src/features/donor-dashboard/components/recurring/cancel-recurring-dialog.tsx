import { intervalLabels, type DonorRecurring } from '@causeway/contracts';
import { Button } from '@/components/ui/button';
import { AlertDialog, AlertDialogCancel } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
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
  const close = () => {
    if (!cancel.isPending) onClose();
  };

  return (
    <AlertDialog
      open={gift !== null}
      title="Cancel this recurring donation?"
      description={
        gift ? (
          <>
            Your {formatAmount(gift.amount)} {intervalLabels[gift.interval].toLowerCase()} gift to{' '}
            <span className="font-semibold text-foreground">{gift.campaign.title}</span> will stop for good.
          </>
        ) : null
      }
      onDismiss={close}
    >
      {gift ? (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!cancel.isPending) cancel.mutate(gift.id, { onSuccess: onClose });
          }}
        >
          <p className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
            Cancelling is permanent and cannot be undone: to give again you would set up a new recurring donation.
            {gift.status === 'active' ? ' To stop for a while instead, pause it.' : null}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                Keep donation
              </Button>
            </AlertDialogCancel>
            <SubmitButton variant="destructive" busy={cancel.isPending} busyLabel="Cancelling...">
              Cancel donation
            </SubmitButton>
          </div>
        </form>
      ) : null}
    </AlertDialog>
  );
}
