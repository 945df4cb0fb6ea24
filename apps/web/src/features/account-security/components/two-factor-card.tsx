import { securityMessages, type AccountSecurity } from '@causeway/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useContractText } from '@/lib/i18n';
import { useSecurity } from '../api/get-security';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { RegenerateCodesDialog } from './regenerate-codes-dialog';
import { SecurityCardHeader } from './security-card-header';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

type OpenDialog = 'setup' | 'codes' | 'disable' | null;

/** The profile's authenticator-app codes: set up, new recovery codes, turn off. */
export function TwoFactorCard({ email }: { email: string }) {
  const { t } = useLingui();
  const security = useSecurity();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const twoFactor = security.data?.twoFactor;

  return (
    <Card>
      <SecurityCardHeader
        title={t`Two-factor authentication`}
        badge={
          twoFactor ? (
            twoFactor.enabled ? (
              <Badge variant="success">
                <ShieldCheck aria-hidden="true" />
                <Trans>On</Trans>
              </Badge>
            ) : (
              <Badge variant="secondary">
                <ShieldOff aria-hidden="true" />
                <Trans>Off</Trans>
              </Badge>
            )
          ) : null
        }
        description={t`When you sign in with your password, Causeway also asks for a code from an authenticator app on your phone, so your password alone is not enough.`}
      />
      <CardContent>
        {security.isPending ? (
          <Skeleton className="h-10 w-56" />
        ) : security.isError ? (
          <RetryNotice
            message={t`Your two-factor settings could not be loaded.`}
            onRetry={() => void security.refetch()}
            retrying={security.isFetching}
          />
        ) : security.data.twoFactor.enabled ? (
          <TwoFactorOn twoFactor={security.data.twoFactor} onOpen={setDialog} />
        ) : (
          <TwoFactorOff available={security.data.totpAvailable} onSetUp={() => setDialog('setup')} />
        )}
      </CardContent>
      <TwoFactorSetupDialog open={dialog === 'setup'} email={email} onClose={close} />
      <RegenerateCodesDialog open={dialog === 'codes'} email={email} onClose={close} />
      <DisableTwoFactorDialog open={dialog === 'disable'} email={email} onClose={close} />
    </Card>
  );
}

function TwoFactorOff({ available, onSetUp }: { available: boolean; onSetUp: () => void }) {
  const reasonId = useId();
  const contractText = useContractText();
  return (
    <div className="grid gap-3">
      <Button
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={!available}
        aria-describedby={available ? undefined : reasonId}
        onClick={onSetUp}
      >
        <KeyRound aria-hidden="true" />
        <Trans>Set up authenticator app</Trans>
      </Button>
      {available ? null : (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {contractText(securityMessages.encryptionKeyMissing)}
        </p>
      )}
    </div>
  );
}

function TwoFactorOn({
  twoFactor,
  onOpen,
}: {
  twoFactor: AccountSecurity['twoFactor'];
  onOpen: (dialog: OpenDialog) => void;
}) {
  const { t } = useLingui();
  const left = twoFactor.recoveryCodesLeft;
  const codesLeft =
    left <= 2
      ? t`${plural(left, {
          one: '# recovery code left: make new ones before you run out.',
          other: '# recovery codes left: make new ones before you run out.',
        })}`
      : t`${plural(left, { one: '# recovery code left', other: '# recovery codes left' })}`;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-1 text-sm">
        {twoFactor.enabledAt ? (
          <div className="flex gap-1">
            <dt className="text-muted-foreground">
              <Trans>Turned on</Trans>
            </dt>
            <dd>{formatDate(twoFactor.enabledAt)}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt className="sr-only">
            <Trans>Recovery codes</Trans>
          </dt>
          <dd className={left <= 2 ? 'font-medium text-destructive' : undefined}>{codesLeft}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => onOpen('codes')}>
          <Trans>New recovery codes</Trans>
        </Button>
        <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => onOpen('disable')}>
          <Trans>Turn off</Trans>
        </Button>
      </div>
    </div>
  );
}
