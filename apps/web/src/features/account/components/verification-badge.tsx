import { Trans } from '@lingui/react/macro';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Whether the account's e-mail address was confirmed through the link sent at registration. */
export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" />
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge className="border-amber-500/50 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200">
      <CircleAlert aria-hidden="true" />
      <Trans>Not verified</Trans>
    </Badge>
  );
}
