import { intervalSentenceLabels, type DonorRecurring } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatAmount } from '@/lib/format';
import { useContractLabels } from '@/lib/i18n';

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
  const { t } = useLingui();
  const intervals = useContractLabels(intervalSentenceLabels);
  return (
    <ConfirmDialog
      subject={gift}
      title={t`Cancel this recurring donation?`}
      description={(gift) => {
        const amount = formatAmount(gift.amount, gift.currency);
        // The interval's name inside a sentence comes from @causeway/contracts: 'monthly', 'every 3 months'.
        const interval = intervals[gift.interval];
        const campaignTitle = gift.campaign.title;
        return (
          <Trans>
            Your {amount} {interval} gift to <span className="font-semibold text-foreground">{campaignTitle}</span> will
            stop for good.
          </Trans>
        );
      }}
      warning={(gift) => (
        <>
          <Trans>
            Cancelling is permanent and cannot be undone: to give again you would set up a new recurring donation.
          </Trans>
          {gift.status === 'active' ? ` ${t`To stop for a while instead, pause it.`}` : null}
        </>
      )}
      keepLabel={t`Keep donation`}
      confirmLabel={t`Cancel donation`}
      busy={busy}
      busyLabel={t`Cancelling...`}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
