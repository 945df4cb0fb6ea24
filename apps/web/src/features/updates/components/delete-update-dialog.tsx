import type { CampaignUpdate } from '@causeway/contracts';
import { Button } from '@/components/ui/button';
import { AlertDialog, AlertDialogCancel } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { useDeleteUpdate } from '../api/update-mutations';

type DeleteUpdateDialogProps = { campaignId: number; update: CampaignUpdate | null; onClose: () => void };

/** Deleting an update is asked once more, naming it. */
export function DeleteUpdateDialog({ campaignId, update, onClose }: DeleteUpdateDialogProps) {
  const remove = useDeleteUpdate(campaignId);
  const close = () => {
    if (!remove.isPending) onClose();
  };
  return (
    <AlertDialog
      open={update !== null}
      title="Delete this update?"
      description={
        update ? (
          <>
            <span className="font-semibold text-foreground">{update.title}</span> will be removed from the campaign.
            This cannot be undone.
          </>
        ) : null
      }
      onDismiss={close}
    >
      {update ? (
        <form
          className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!remove.isPending) remove.mutate(update, { onSettled: onClose });
          }}
        >
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <SubmitButton variant="destructive" busy={remove.isPending} busyLabel="Deleting...">
            Delete
          </SubmitButton>
        </form>
      ) : null}
    </AlertDialog>
  );
}
