import type { AdminFundraiser } from '@causeway/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <ConfirmDialog
      subject={page}
      title={t`Remove this fundraising page?`}
      description={(page) => {
        const title = page.title;
        const ownerName = page.ownerName;
        return (
          <Trans>
            <span className="font-semibold text-foreground">{title}</span> by {ownerName} will be deleted.
          </Trans>
        );
      }}
      warning={(page) => {
        const giftCount = page.giftCount;
        const raised = formatAmount(page.raisedAmount);
        const teamName = page.teamName;
        return teamName
          ? t`This cannot be undone. Its ${plural(giftCount, { one: 'gift', other: '# gifts' })} (${raised}) stay with the campaign and count as direct gifts from then on, and no longer count for the team ${teamName}. To take the page down for a while instead, hide it.`
          : t`This cannot be undone. Its ${plural(giftCount, { one: 'gift', other: '# gifts' })} (${raised}) stay with the campaign and count as direct gifts from then on. To take the page down for a while instead, hide it.`;
      }}
      keepLabel={t`Keep page`}
      confirmLabel={t`Remove page`}
      busy={busy}
      busyLabel={t`Removing…`}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
