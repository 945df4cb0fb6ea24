import type { AdminCampaign } from '@causeway/contracts';
import { Button } from '@/components/ui/button';
import { AlertDialog, AlertDialogCancel } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
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
  const close = () => {
    if (!remove.isPending) onClose();
  };

  return (
    <AlertDialog
      open={campaign !== null}
      title={archives ? 'Archive this campaign?' : 'Delete this campaign?'}
      description={
        campaign ? (
          archives ? (
            <>
              <span className="font-semibold text-foreground">{campaign.title}</span> has{' '}
              {formatNumber(campaign.donationCount)} {campaign.donationCount === 1 ? 'donation' : 'donations'}, so it
              will be archived rather than deleted.
            </>
          ) : (
            <>
              <span className="font-semibold text-foreground">{campaign.title}</span> will be permanently deleted.
            </>
          )
        ) : null
      }
      onDismiss={close}
    >
      {campaign ? (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!remove.isPending) remove.mutate(campaign, { onSettled: onClose });
          }}
        >
          <p className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
            {archives
              ? 'Archiving takes it off the public site and stops donations; its donations, receipts and reports are kept, and you can still find it here under Archived.'
              : 'This cannot be undone: its page, rewards and updates are removed for good.'}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </AlertDialogCancel>
            <SubmitButton
              variant="destructive"
              busy={remove.isPending}
              busyLabel={archives ? 'Archiving...' : 'Deleting...'}
            >
              {archives ? 'Archive' : 'Delete'}
            </SubmitButton>
          </div>
        </form>
      ) : null}
    </AlertDialog>
  );
}
