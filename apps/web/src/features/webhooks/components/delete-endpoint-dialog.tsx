import type { WebhookEndpoint } from '@causeway/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteWebhookEndpoint } from '../api/webhooks-api';

/** Deleting an endpoint drops its log and anything not yet sent to it: the dialog says so before it happens. */
export function DeleteEndpointDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const remove = useDeleteWebhookEndpoint();
  return (
    <ConfirmDialog
      subject={endpoint}
      title="Delete this endpoint?"
      description={(endpoint) => (
        <>
          <span className="break-all font-semibold text-foreground">{endpoint.url}</span> will stop receiving events.
        </>
      )}
      warning={() =>
        'This cannot be undone: its delivery log is deleted, and deliveries still waiting to be sent are dropped.'
      }
      keepLabel="Cancel"
      confirmLabel="Delete endpoint"
      busy={remove.isPending}
      busyLabel="Deleting..."
      onConfirm={(endpoint) => remove.mutate(endpoint.id, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}
