import type { WebhookEndpoint } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteWebhookEndpoint } from '../api/webhooks-api';

/** Deleting an endpoint drops its log and anything not yet sent to it: the dialog says so before it happens. */
export function DeleteEndpointDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteWebhookEndpoint();
  return (
    <ConfirmDialog
      subject={endpoint}
      title={t`Delete this endpoint?`}
      description={(endpoint) => {
        const url = endpoint.url;
        return (
          <Trans>
            <span className="break-all font-semibold text-foreground">{url}</span> will stop receiving events.
          </Trans>
        );
      }}
      warning={() =>
        t`This cannot be undone: its delivery log is deleted, and deliveries still waiting to be sent are dropped.`
      }
      keepLabel={t`Cancel`}
      confirmLabel={t`Delete endpoint`}
      busy={remove.isPending}
      busyLabel={t`Deleting...`}
      onConfirm={(endpoint) => remove.mutate(endpoint.id, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}
