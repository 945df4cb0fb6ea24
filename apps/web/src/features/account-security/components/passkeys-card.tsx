import { securityMessages, type Passkey } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSecurity } from '../api/get-security';
import { useRemovePasskey } from '../api/remove-passkey';
import { canUsePasskeys, WEBAUTHN_UNSUPPORTED } from '../lib/webauthn-support';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { PasskeyRow } from './passkey-row';
import { RenamePasskeyDialog } from './rename-passkey-dialog';
import { SecurityCardHeader } from './security-card-header';

/** The profile's passkeys: the list, add, rename, remove. */
export function PasskeysCard() {
  const { t, i18n } = useLingui();
  const security = useSecurity();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();
  const supported = canUsePasskeys();
  const reasonId = useId();

  return (
    <Card>
      <SecurityCardHeader
        title={t`Passkeys`}
        description={t`Sign in with your fingerprint, face or device PIN instead of a password. A passkey cannot be phished or guessed, and also counts as a second factor.`}
      />
      <CardContent className="grid gap-5">
        {security.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : security.isError ? (
          <RetryNotice
            message={t`Your passkeys could not be loaded.`}
            onRetry={() => void security.refetch()}
            retrying={security.isFetching}
          />
        ) : security.data.passkeys.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>You have no passkeys yet.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Your passkeys`} className="divide-y divide-border">
            {security.data.passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                onRename={() => setRenaming(passkey)}
                onRemove={() => setRemoving(passkey)}
              />
            ))}
          </ul>
        )}
        <div className="grid gap-2">
          <Button
            variant="outline"
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={!supported}
            aria-describedby={supported ? undefined : reasonId}
            onClick={() => setAdding(true)}
          >
            <Plus aria-hidden="true" />
            <Trans>Add a passkey</Trans>
          </Button>
          {supported ? null : (
            <p id={reasonId} className="text-sm text-muted-foreground">
              {i18n._(WEBAUTHN_UNSUPPORTED)}
            </p>
          )}
        </div>
      </CardContent>
      <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} />
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        subject={removing}
        title={t`Remove this passkey?`}
        description={({ name }) => t`“${name}” will no longer sign you in to Causeway.`}
        warning={() =>
          t`Also delete it from your device or password manager, or it will keep offering a passkey that no longer works.`
        }
        keepLabel={t`Keep passkey`}
        confirmLabel={t`Remove passkey`}
        busy={remove.isPending}
        busyLabel={t`Removing...`}
        onClose={() => setRemoving(null)}
        onConfirm={(passkey) => {
          const name = passkey.name;
          remove.mutate(passkey.id, {
            onSuccess: () => {
              toast({ title: securityMessages.passkeyRemoved, description: t`“${name}” was removed.` });
              setRemoving(null);
            },
            onError: (error) => {
              toast({
                variant: 'destructive',
                title: t`Passkey not removed`,
                description: errorMessage(error, t`Please try again in a moment.`),
              });
              setRemoving(null);
            },
          });
        }}
      />
    </Card>
  );
}
