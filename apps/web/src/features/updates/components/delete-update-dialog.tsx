import type { CampaignUpdate } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteUpdate } from '../api/update-mutations';

type DeleteUpdateDialogProps = { campaignId: number; update: CampaignUpdate | null; onClose: () => void };

/** Deleting an update is asked once more, naming it. */
export function DeleteUpdateDialog({ campaignId, update, onClose }: DeleteUpdateDialogProps) {
  const { t } = useLingui();
  const remove = useDeleteUpdate(campaignId);
  return (
    <ConfirmDialog
      subject={update}
      title={t`Delete this update?`}
      description={({ title }) => (
        <Trans>
          <span className="font-semibold text-foreground">{title}</span> will be removed from the campaign. This cannot
          be undone.
        </Trans>
      )}
      keepLabel={t`Cancel`}
      confirmLabel={t`Delete`}
      busy={remove.isPending}
      busyLabel={t`Deleting...`}
      onConfirm={(update) => remove.mutate(update, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}
