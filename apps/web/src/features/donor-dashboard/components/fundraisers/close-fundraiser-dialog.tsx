import type { OwnFundraiser } from '@causeway/contracts';
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
  return (
    <ConfirmDialog
      subject={page}
      title="Close this fundraising page?"
      description={(page) => (
        <>
          <span className="font-semibold text-foreground">{page.title}</span> stays up with the{' '}
          {formatAmount(page.raisedAmount, page.currency)} it raised, and takes no more gifts.
        </>
      )}
      warning={(page) => (
        <>
          Closing is final: the page cannot be reopened or edited afterwards.
          {page.status === 'active' ? ' To stop taking gifts for a while instead, pause it.' : null}
        </>
      )}
      keepLabel="Keep page open"
      confirmLabel="Close page"
      busy={busy}
      busyLabel="Closing..."
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
