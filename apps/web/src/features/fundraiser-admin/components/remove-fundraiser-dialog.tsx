import type { AdminFundraiser } from '@causeway/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatAmount } from '@/lib/format';

type RemoveFundraiserDialogProps = {
  /** The page to remove; null keeps the dialog closed. */
  page: AdminFundraiser | null;
  busy: boolean;
  onConfirm: (page: AdminFundraiser) => void;
  onClose: () => void;
};

/** Removing deletes the page for good, so it is asked once more, saying what becomes of its gifts. */
export function RemoveFundraiserDialog({ page, busy, onConfirm, onClose }: RemoveFundraiserDialogProps) {
  return (
    <ConfirmDialog
      subject={page}
      title="Remove this fundraising page?"
      description={(page) => (
        <>
          <span className="font-semibold text-foreground">{page.title}</span> by {page.ownerName} will be deleted.
        </>
      )}
      warning={(page) => (
        <>
          This cannot be undone. Its {page.giftCount === 1 ? 'gift' : `${page.giftCount} gifts`} (
          {formatAmount(page.raisedAmount)}) stay with the campaign and count as direct gifts from then on
          {page.teamName ? `, and no longer count for the team ${page.teamName}` : ''}. To take the page down for a
          while instead, hide it.
        </>
      )}
      keepLabel="Keep page"
      confirmLabel="Remove page"
      busy={busy}
      busyLabel="Removing…"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
