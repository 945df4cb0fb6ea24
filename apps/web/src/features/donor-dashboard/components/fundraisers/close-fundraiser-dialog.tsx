import type { OwnFundraiser } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatAmount } from '@/lib/format';

type CloseFundraiserDialogProps = {
  /** The page to close; null keeps the dialog closed. */
  page: OwnFundraiser | null;
  busy: boolean;
  onConfirm: (page: OwnFundraiser) => void;
  onClose: () => void;
};

/** Closing is final (the server refuses any change after it), so it is asked once more, with pausing offered. */
export function CloseFundraiserDialog({ page, busy, onConfirm, onClose }: CloseFundraiserDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      subject={page}
      title={t`Close this fundraising page?`}
      description={(page) => {
        const pageTitle = page.title;
        const raised = formatAmount(page.raisedAmount, page.currency);
        return (
          <Trans>
            <span className="font-semibold text-foreground">{pageTitle}</span> stays up with the {raised} it raised, and
            takes no more gifts.
          </Trans>
        );
      }}
      warning={(page) => (
        <>
          <Trans>Closing is final: the page cannot be reopened or edited afterwards.</Trans>
          {page.status === 'active' ? ` ${t`To stop taking gifts for a while instead, pause it.`}` : null}
        </>
      )}
      keepLabel={t`Keep page open`}
      confirmLabel={t`Close page`}
      busy={busy}
      busyLabel={t`Closing...`}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
