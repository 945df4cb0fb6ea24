import {
  cancelRecurringAdminSchema,
  CANCEL_REASON_MAX,
  intervalLabels,
  type AdminRecurring,
} from '@causeway/contracts';
import { useId } from 'react';
import { ConfirmActions } from '@/components/ui/confirm-dialog';
import { AlertDialog } from '@/components/ui/dialog';
import { FormCheckbox } from '@/components/ui/form-checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatCurrency } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useCancelRecurringGift } from '../api/cancel-recurring-gift';
import { donorLabel } from '../lib/recurring-list-params';

type CancelGiftDialogProps = {
  /** The gift to cancel; null keeps the dialog closed. */
  gift: AdminRecurring | null;
  onClose: () => void;
};

/** Cancelling is final (DECISIONS.md), so it is asked once more, naming the donor, the gift and the campaign. */
export function CancelGiftDialog({ gift, onClose }: CancelGiftDialogProps) {
  const cancel = useCancelRecurringGift();
  const close = () => {
    if (!cancel.isPending) onClose();
  };
  return (
    <AlertDialog
      open={gift !== null}
      title="Cancel this recurring gift?"
      description={
        gift ? (
          <>
            {donorLabel(gift.donor)}’s {formatCurrency(gift.amount, { currency: gift.currency })}{' '}
            {intervalLabels[gift.interval].toLowerCase()} gift to{' '}
            <span className="font-semibold text-foreground">{gift.campaign.title}</span> will stop for good: no further
            charges.
          </>
        ) : null
      }
      onDismiss={close}
    >
      {/* Keyed by the gift, so each opening starts from an empty reason and the e-mail box checked. */}
      {gift ? <CancelGiftForm key={gift.id} gift={gift} cancel={cancel} onClose={onClose} /> : null}
    </AlertDialog>
  );
}

function CancelGiftForm({
  gift,
  cancel,
  onClose,
}: {
  gift: AdminRecurring;
  cancel: ReturnType<typeof useCancelRecurringGift>;
  onClose: () => void;
}) {
  const reasonId = useId();
  const hintId = useId();
  const notifyId = useId();
  const form = useZodForm(cancelRecurringAdminSchema, { defaultValues: { reason: '', notifyDonor: true } });
  const reasonError = form.formState.errors.reason?.message;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => {
        if (!cancel.isPending) cancel.mutate({ id: gift.id, ...values }, { onSettled: onClose });
      })}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={reasonId}>Reason (optional)</Label>
        <Textarea
          id={reasonId}
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          aria-describedby={hintId}
          aria-invalid={reasonError ? true : undefined}
          {...form.register('reason')}
        />
        <p id={hintId} className={reasonError ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
          {reasonError ?? 'Kept in the audit log, and told to the donor in the e-mail.'}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <FormCheckbox control={form.control} name="notifyDonor" id={notifyId} />
        <Label htmlFor={notifyId}>E-mail the donor</Label>
      </div>
      {gift.donor.email ? null : (
        <p className="text-sm text-muted-foreground">This donor has no e-mail address on file, so no e-mail is sent.</p>
      )}
      <ConfirmActions keepLabel="Keep gift" busy={cancel.isPending} busyLabel="Cancelling...">
        Cancel gift
      </ConfirmActions>
    </form>
  );
}
