import type { AccountSession } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { ListRow } from '@/components/list/list-row';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useContractText } from '@/lib/i18n';
import { authMethodLabels } from '../lib/auth-method-label';
import { lastActive } from '../lib/last-active';

const MOBILE = /\b(iOS|Android)\b/;

/** One signed-in session: the device, where from, since when, last active, how; Sign out for the others. */
export function SessionRow({ session, onSignOut }: { session: AccountSession; onSignOut: () => void }) {
  const { t, i18n } = useLingui();
  const signedIn = formatDate(session.createdAt, { month: 'short' });
  const seen = lastActive(session.lastSeenAt, i18n);
  // 'Chrome on macOS' as the server describes it, in the page's language.
  const device = useContractText()(session.device);
  const details = [
    session.location,
    session.ip,
    t`Signed in ${signedIn}`,
    session.current ? t`Active now` : t`Last active ${seen}`,
    i18n._(authMethodLabels[session.authMethod]),
  ].filter(Boolean);
  return (
    <ListRow
      icon={MOBILE.test(session.device) ? Smartphone : Monitor}
      title={device}
      badge={
        session.current ? (
          <Badge variant="soft">
            <Trans>This device</Trans>
          </Badge>
        ) : null
      }
      detail={details.join(' · ')}
      actions={
        session.current ? null : (
          <Button
            variant="outline"
            size="sm"
            className="self-start sm:shrink-0 sm:self-center"
            onClick={onSignOut}
            aria-label={t`Sign out ${device}`}
          >
            <LogOut aria-hidden="true" />
            <Trans>Sign out</Trans>
          </Button>
        )
      }
    />
  );
}
