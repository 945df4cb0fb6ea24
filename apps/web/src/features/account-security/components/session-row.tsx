import type { AccountSession } from '@causeway/contracts';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { authMethodLabels } from '../lib/auth-method-label';
import { lastActive } from '../lib/last-active';

const MOBILE = /\b(iOS|Android)\b/;

/** One signed-in session: the device, where from, since when, last active, how; Sign out for the others. */
export function SessionRow({ session, onSignOut }: { session: AccountSession; onSignOut: () => void }) {
  const Icon = MOBILE.test(session.device) ? Smartphone : Monitor;
  const details = [
    session.location,
    session.ip,
    `Signed in ${formatDate(session.createdAt, { month: 'short' })}`,
    session.current ? 'Active now' : `Last active ${lastActive(session.lastSeenAt)}`,
    authMethodLabels[session.authMethod],
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium">{session.device}</p>
            {session.current ? <Badge variant="soft">This device</Badge> : null}
          </div>
          <p className="text-sm break-words text-muted-foreground">{details.join(' · ')}</p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:shrink-0 sm:self-center"
          onClick={onSignOut}
          aria-label={`Sign out ${session.device}`}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      )}
    </li>
  );
}
