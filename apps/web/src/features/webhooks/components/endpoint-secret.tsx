import type { WebhookEndpoint } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AlertDialog, AlertDialogCancel } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/copy-text';
import { useRollWebhookSecret } from '../api/webhooks-api';
import { maskSecret } from '../lib/webhook-display';

/** The signing secret: hidden until asked for, copied in one click, rolled after a confirmation. */
export function EndpointSecret({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const roll = useRollWebhookSecret();
  const copy = async () => {
    try {
      await copyText(endpoint.secret);
      toast({ title: t`Secret copied` });
    } catch {
      toast({
        variant: 'destructive',
        title: t`The secret could not be copied`,
        description: t`Select it and copy it.`,
      });
    }
  };

  return (
    <div className="grid gap-2">
      <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Trans>Signing secret</Trans>
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="min-w-0 max-w-full break-all rounded-md border border-border bg-muted/50 px-2 py-1 font-mono text-xs"
          aria-label={shown ? t`Signing secret` : t`Signing secret (hidden)`}
        >
          {shown ? endpoint.secret : maskSecret(endpoint.secret)}
        </code>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => setShown((value) => !value)} aria-pressed={shown}>
            {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {shown ? t`Hide` : t`Show`}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            <Trans>Copy</Trans>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden="true" />
            <Trans>Roll</Trans>
          </Button>
        </div>
      </div>
      <AlertDialog
        open={confirming}
        title={t`Roll the signing secret?`}
        description={t`A new secret replaces this one at once: every delivery from now on, retries included, is signed with it. Update your receiver right after.`}
        onDismiss={() => {
          if (!roll.isPending) setConfirming(false);
        }}
      >
        <form
          className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!roll.isPending)
              roll.mutate(endpoint.id, {
                onSettled: () => setConfirming(false),
                onSuccess: () => setShown(true),
              });
          }}
        >
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={roll.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </AlertDialogCancel>
          <SubmitButton busy={roll.isPending} busyLabel={t`Rolling...`}>
            <Trans>Roll secret</Trans>
          </SubmitButton>
        </form>
      </AlertDialog>
    </div>
  );
}
