import type { User } from '@causeway/contracts';
import { Trans } from '@lingui/react/macro';
import { AtSign, Mail } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { UserAvatar } from '@/components/ui/user-avatar';
import { ResendVerificationButton } from './resend-verification-button';
import { VerificationBadge } from './verification-badge';

/** Username and e-mail are read-only: they identify the account and its receipts. */
export function AccountDetailsCard({ user }: { user: User }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Sign-in details</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Your username and email address cannot be changed here.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center gap-4">
          <UserAvatar name={user.username} className="size-14 text-xl" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{fullName || user.username}</p>
            {fullName ? <p className="truncate text-sm text-muted-foreground">@{user.username}</p> : null}
          </div>
        </div>
        <dl className="mt-6 grid gap-4 text-sm">
          <div className="grid gap-1">
            <dt className="flex items-center gap-2 text-muted-foreground">
              <AtSign className="size-4" aria-hidden="true" />
              <Trans>Username</Trans>
            </dt>
            <dd className="truncate font-medium">{user.username}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="flex items-center gap-2 text-muted-foreground">
              <Mail className="size-4" aria-hidden="true" />
              <Trans>Email</Trans>
            </dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <span className="min-w-0 font-medium break-all">{user.email}</span>
              <VerificationBadge verified={user.emailVerified} />
            </dd>
          </div>
        </dl>
        {user.emailVerified ? null : (
          <div className="mt-6 grid gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm">
            <p className="text-muted-foreground">
              <Trans>
                We sent a confirmation link to this address when you signed up. Lost it? We can send a new one.
              </Trans>
            </p>
            <ResendVerificationButton className="justify-self-start" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
