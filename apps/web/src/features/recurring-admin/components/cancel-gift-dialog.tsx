import {
  cancelRecurringAdminSchema,
  CANCEL_REASON_MAX,
  intervalSentenceLabels,
  type AdminRecurring,
} from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ConfirmActions } from '@/components/ui/confirm-dialog';
import { AlertDialog } from '@/components/ui/dialog';
import { FormCheckbox } from '@/components/ui/form-checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatCurrency } from '@/lib/format';
import { useContractLabels, useContractText } from '@/lib/i18n';
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
  const { t, i18n } = useLingui();
  const intervals = useContractLabels(intervalSentenceLabels);
  const cancel = useCancelRecurringGift();
  const close = () => {
    if (!cancel.isPending) onClose();
  };
  return (
    <AlertDialog
      open={gift !== null}
      title={t`Cancel this recurring gift?`}
      description={
        gift ? (
          <GiftDescription
            donor={donorLabel(gift.donor, i18n)}
            amount={formatCurrency(gift.amount, { currency: gift.currency })}
            interval={intervals[gift.interval]}
            campaign={gift.campaign.title}
          />
        ) : null
      }
      onDismiss={close}
    >
      {/* Keyed by the gift, so each opening starts from an empty reason and the e-mail box checked. */}
      {gift ? <CancelGiftForm key={gift.id} gift={gift} cancel={cancel} onClose={onClose} /> : null}
    </AlertDialog>
  );
}

function GiftDescription({
  donor,
  amount,
  interval,
  campaign,
}: {
  donor: string;
  amount: string;
  interval: string;
  campaign: string;
}) {
  return (
    <Trans>
      {donor}’s {amount} {interval} gift to <span className="font-semibold text-foreground">{campaign}</span> will stop
      for good: no further charges.
    </Trans>
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
  const { t } = useLingui();
  const text = useContractText();
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
        <Label htmlFor={reasonId}>
          <Trans>Reason (optional)</Trans>
        </Label>
        <Textarea
          id={reasonId}
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          aria-describedby={hintId}
          aria-invalid={reasonError ? true : undefined}
          {...form.register('reason')}
        />
        <p id={hintId} className={reasonError ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
          {reasonError === undefined
            ? t`Kept in the audit log, and told to the donor in the e-mail.`
            : text(reasonError)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <FormCheckbox control={form.control} name="notifyDonor" id={notifyId} />
        <Label htmlFor={notifyId}>
          <Trans>E-mail the donor</Trans>
        </Label>
      </div>
      {gift.donor.email ? null : (
        <p className="text-sm text-muted-foreground">
          <Trans>This donor has no e-mail address on file, so no e-mail is sent.</Trans>
        </p>
      )}
      <ConfirmActions keepLabel={t`Keep gift`} busy={cancel.isPending} busyLabel={t`Cancelling...`}>
        <Trans>Cancel gift</Trans>
      </ConfirmActions>
    </form>
  );
}
