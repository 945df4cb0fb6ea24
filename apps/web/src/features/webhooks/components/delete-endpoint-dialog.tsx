import type { WebhookEndpoint } from '@causeway/contracts';
import { Button } from '@/components/ui/button';
import { AlertDialog, AlertDialogCancel } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { useDeleteWebhookEndpoint } from '../api/webhooks-api';

/** Deleting an endpoint drops its log and anything not yet sent to it: the dialog says so before it happens. */
export function DeleteEndpointDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const remove = useDeleteWebhookEndpoint();
  const close = () => {
    if (!remove.isPending) onClose();
  };
  return (
    <AlertDialog
      open={endpoint !== null}
      title="Delete this endpoint?"
      description={
        endpoint ? (
          <>
            <span className="break-all font-semibold text-foreground">{endpoint.url}</span> will stop receiving events.
          </>
        ) : null
      }
      onDismiss={close}
    >
      {endpoint ? (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!remove.isPending) remove.mutate(endpoint.id, { onSettled: onClose });
          }}
        >
          <p className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
            This cannot be undone: its delivery log is deleted, and deliveries still waiting to be sent are dropped.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </AlertDialogCancel>
            <SubmitButton variant="destructive" busy={remove.isPending} busyLabel="Deleting...">
              Delete endpoint
            </SubmitButton>
          </div>
        </form>
      ) : null}
    </AlertDialog>
  );
}
