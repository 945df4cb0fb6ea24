import { Trans, useLingui } from '@lingui/react/macro';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { isPasskeyPromptCancelled } from '../api/passkey-ceremony';
import { usePasskeySignIn } from '../api/passkey-sign-in';

/**
 * "Sign in with a passkey" under the password form, behind an "or": only where the browser can use passkeys.
 * The login page renders in the browser only, so the check needs no server-side counterpart.
 */
export function PasskeySignIn() {
  const { t } = useLingui();
  const [supported] = useState(browserSupportsWebAuthn);
  const [cancelled, setCancelled] = useState(false);
  const signIn = usePasskeySignIn({
    onError: (error) => {
      if (isPasskeyPromptCancelled(error)) {
        setCancelled(true);
        return;
      }
      toast({
        variant: 'destructive',
        title: t`Login Failed`,
        description: errorMessage(error, t`We could not sign you in with a passkey. Please try again.`),
      });
    },
  });
  if (!supported) return null;

  return (
    <div className="mt-6 grid gap-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        disabled={signIn.isPending}
        onClick={() => {
          setCancelled(false);
          signIn.mutate();
        }}
      >
        <KeyRound aria-hidden="true" />
        {signIn.isPending ? t`Waiting for your passkey...` : t`Sign in with a passkey`}
      </Button>
      {cancelled ? (
        <p role="status" className="text-center text-sm text-muted-foreground">
          <Trans>Passkey sign-in was cancelled.</Trans>
        </p>
      ) : null}
    </div>
  );
}
