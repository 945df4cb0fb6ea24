import { securityMessages, type AccountSession } from '@causeway/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { SecurityCardHeader } from './security-card-header';
import { SessionRow } from './session-row';

/** Stands for "every other session" in the one confirm dialog that asks about all of them. */
const ALL_OTHERS = 'all-others';

/** "Where you're signed in": every session of the account, this one first; sign out one or all the others. */
export function SessionsCard() {
  const { t } = useLingui();
  const contractText = useContractText();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<AccountSession | null>(null);
  const [endingAll, setEndingAll] = useState<typeof ALL_OTHERS | null>(null);
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((session) => !session.current).length;

  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, t`Please try again in a moment.`) });

  return (
    <Card>
      <SecurityCardHeader
        title={t`Where you're signed in`}
        description={t`The browsers and devices signed in to your account. If you do not recognize one, sign it out and change your password.`}
      />
      <CardContent className="grid gap-5">
        {sessions.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label={t`Loading sessions`}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : sessions.isError ? (
          <RetryNotice
            message={t`Your sessions could not be loaded.`}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No sessions to show.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Signed-in sessions`} className="divide-y divide-border">
            {list.map((session) => (
              <SessionRow key={session.id} session={session} onSignOut={() => setEnding(session)} />
            ))}
          </ul>
        )}
        {others > 0 ? (
          <Button
            variant="outline"
            className="w-full sm:w-auto sm:justify-self-start"
            onClick={() => setEndingAll(ALL_OTHERS)}
          >
            <LogOut aria-hidden="true" />
            <Trans>Sign out all other sessions</Trans>
          </Button>
        ) : sessions.isSuccess ? (
          <p className="text-sm text-muted-foreground">
            <Trans>You are signed in on this device only.</Trans>
          </p>
        ) : null}
      </CardContent>
      <ConfirmDialog
        subject={ending}
        title={t`Sign out this session?`}
        description={(session) => {
          const device = contractText(session.device);
          const ip = session.ip;
          return ip
            ? t`${device} (${ip}) will be signed out at its next click.`
            : t`${device} will be signed out at its next click.`;
        }}
        keepLabel={t`Keep signed in`}
        confirmLabel={t`Sign out`}
        busy={endOne.isPending}
        busyLabel={t`Signing out...`}
        onClose={() => setEnding(null)}
        onConfirm={({ id, device }) =>
          endOne.mutate(id, {
            onSuccess: () => {
              toast({ title: securityMessages.sessionEnded, description: t`${device} is signed out.` });
              setEnding(null);
            },
            onError: (error) => {
              failed(t`Session not ended`)(error);
              setEnding(null);
            },
          })
        }
      />
      <ConfirmDialog
        subject={endingAll}
        title={t`Sign out all other sessions?`}
        description={() =>
          t`${plural(others, {
            one: 'The other browser or device signed in to your account will be signed out. This one stays signed in.',
            other:
              'The # other browsers and devices signed in to your account will be signed out. This one stays signed in.',
          })}`
        }
        keepLabel={t`Cancel`}
        confirmLabel={t`Sign out others`}
        busy={endOthers.isPending}
        busyLabel={t`Signing out...`}
        onClose={() => setEndingAll(null)}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: (answer) => {
              toast({ title: t`Signed out`, description: answer.message || securityMessages.otherSessionsEnded });
              setEndingAll(null);
            },
            onError: (error) => {
              failed(t`Sessions not ended`)(error);
              setEndingAll(null);
            },
          })
        }
      />
    </Card>
  );
}
