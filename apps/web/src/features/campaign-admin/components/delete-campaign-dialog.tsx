import type { AdminCampaign } from '@causeway/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatNumber } from '@/lib/format';
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
  const remove = useDeleteCampaign();
  const archives = (campaign?.donationCount ?? 0) > 0;
  return (
    <ConfirmDialog
      subject={campaign}
      title={archives ? 'Archive this campaign?' : 'Delete this campaign?'}
      description={(campaign) =>
        archives ? (
          <>
            <span className="font-semibold text-foreground">{campaign.title}</span> has{' '}
            {formatNumber(campaign.donationCount)} {campaign.donationCount === 1 ? 'donation' : 'donations'}, so it will
            be archived rather than deleted.
          </>
        ) : (
          <>
            <span className="font-semibold text-foreground">{campaign.title}</span> will be permanently deleted.
          </>
        )
      }
      warning={() =>
        archives
          ? 'Archiving takes it off the public site and stops donations; its donations, receipts and reports are kept, and you can still find it here under Archived.'
          : 'This cannot be undone: its page, rewards and updates are removed for good.'
      }
      keepLabel="Cancel"
      confirmLabel={archives ? 'Archive' : 'Delete'}
      busy={remove.isPending}
      busyLabel={archives ? 'Archiving...' : 'Deleting...'}
      onConfirm={(campaign) => remove.mutate(campaign, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}
