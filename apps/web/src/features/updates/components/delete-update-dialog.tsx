import type { CampaignUpdate } from '@causeway/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteUpdate } from '../api/update-mutations';

type DeleteUpdateDialogProps = { campaignId: number; update: CampaignUpdate | null; onClose: () => void };

/** Deleting an update is asked once more, naming it. */
export function DeleteUpdateDialog({ campaignId, update, onClose }: DeleteUpdateDialogProps) {
  const remove = useDeleteUpdate(campaignId);
  return (
    <ConfirmDialog
      subject={update}
      title="Delete this update?"
      description={(update) => (
        <>
          <span className="font-semibold text-foreground">{update.title}</span> will be removed from the campaign. This
          cannot be undone.
        </>
      )}
      keepLabel="Cancel"
      confirmLabel="Delete"
      busy={remove.isPending}
      busyLabel="Deleting..."
      onConfirm={(update) => remove.mutate(update, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}
