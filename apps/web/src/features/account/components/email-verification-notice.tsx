import { Trans, useLingui } from '@lingui/react/macro';
import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { ResendVerificationButton } from './resend-verification-button';

const dismissedKey = (userId: number) => `causeway-verify-notice-dismissed-${userId}`;

function wasDismissed(userId: number): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * For a signed-in user whose e-mail address is not verified yet: a reminder with a button for a new link.
 * Dismissing hides it for the rest of the browser session (per account), so it does not nag on every page.
 */
export function EmailVerificationNotice({ className }: { className?: string }) {
  const { t } = useLingui();
  const { user } = useUser();
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);

  if (!user || user.emailVerified) return null;
  if (dismissedFor === user.id || wasDismissed(user.id)) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      // Storage can be blocked; the notice then stays hidden until the page is reloaded.
    }
    setDismissedFor(user.id);
  };
  const email = user.email;

  return (
    <section
      aria-label={t`Email verification`}
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border p-4 pe-12 text-sm sm:flex-row sm:items-center sm:gap-4',
        'border-amber-500/40 bg-amber-50/70 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/5 dark:text-amber-100',
        className,
      )}
    >
      <MailWarning className="hidden size-5 shrink-0 text-amber-700 sm:block dark:text-amber-300" aria-hidden="true" />
      <p className="flex-1">
        <span className="font-semibold">
          <Trans>Please verify your email address.</Trans>
        </span>{' '}
        <span className="text-amber-900/80 dark:text-amber-100/80">
          <Trans>
            Open the link we sent to {email} to confirm it is yours, so receipts and account emails reach you.
          </Trans>
        </span>
      </p>
      <ResendVerificationButton className="self-start sm:self-auto" />
      <Button
        variant="ghost"
        size="icon"
        onClick={dismiss}
        aria-label={t`Dismiss`}
        className="absolute inset-e-1.5 top-1.5 size-8 text-amber-900 hover:bg-amber-500/10 dark:text-amber-100"
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
