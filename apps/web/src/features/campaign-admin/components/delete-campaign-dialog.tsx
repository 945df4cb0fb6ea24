import type { AdminCampaign } from '@causeway/contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteCampaign } from '../api/campaign-mutations';

type DeleteCampaignDialogProps = {
  /** The campaign to delete; null keeps the dialog closed. */
  campaign: AdminCampaign | null;
  onClose: () => void;
};

/**
 * DECISIONS.md: the dialog names the campaign and says the deletion cannot be undone; a campaign with donations is
 * archived instead (its donors' records and receipts must keep pointing at it), and the dialog says so up front.
 */
export function DeleteCampaignDialog({ campaign, onClose }: DeleteCampaignDialogProps) {
  const { t } = useLingui();
  const remove = useDeleteCampaign();
  const archives = (campaign?.donationCount ?? 0) > 0;
  return (
    <ConfirmDialog
      subject={campaign}
      title={archives ? t`Archive this campaign?` : t`Delete this campaign?`}
      description={(campaign) => {
        const title = campaign.title;
        const donationCount = campaign.donationCount;
        return archives ? (
          <Trans>
            <span className="font-semibold text-foreground">{title}</span> has{' '}
            <Plural value={donationCount} one="# donation" other="# donations" />, so it will be archived rather than
            deleted.
          </Trans>
        ) : (
          <Trans>
            <span className="font-semibold text-foreground">{title}</span> will be permanently deleted.
          </Trans>
        );
      }}
      warning={() =>
        archives
          ? t`Archiving takes it off the public site and stops donations; its donations, receipts and reports are kept, and you can still find it here under Archived.`
          : t`This cannot be undone: its page, rewards and updates are removed for good.`
      }
      keepLabel={t`Cancel`}
      confirmLabel={archives ? t`Archive` : t`Delete`}
      busy={remove.isPending}
      busyLabel={archives ? t`Archiving...` : t`Deleting...`}
      onConfirm={(campaign) => remove.mutate(campaign, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}
