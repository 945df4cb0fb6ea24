import { RESET_TOKEN_TTL_MINUTES } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CenteredCard } from '@/components/ui/centered-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LinkOutcome } from '@/components/ui/link-outcome';
import { TextLink } from '../components/text-link';

const hours = RESET_TOKEN_TTL_MINUTES / 60;
const minutes = RESET_TOKEN_TTL_MINUTES;

/** How long the e-mailed link works: '1 hour', '2 hours', or '90 minutes'. */
function validFor(i18n: I18n): string {
  return Number.isInteger(hours)
    ? i18n._(msg`${plural(hours, { one: '# hour', other: '# hours' })}`)
    : i18n._(msg`${plural(minutes, { one: '# minute', other: '# minutes' })}`);
}

export function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Forgot Password`);
  const linkLife = validFor(i18n);
  // The server's answer once sent. It is the same whether or not the address has an account, so the page
  // never reveals who is registered.
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  return (
    <CenteredCard
      title={sentMessage ? t`Check your email` : t`Forgot your password?`}
      description={
        sentMessage
          ? undefined
          : t`Enter the email address you signed up with and we will send you a link to choose a new password. The link works for ${linkLife}.`
      }
      footer={
        sentMessage ? undefined : (
          <p>
            <Trans>
              Remembered it? <TextLink to="/login">Back to log in</TextLink>
            </Trans>
          </p>
        )
      }
    >
      {sentMessage ? (
        <LinkOutcome icon={<MailCheck aria-hidden="true" />} tone="success" message={sentMessage} focusOnMount>
          <p className="text-sm text-muted-foreground">
            <Trans>Nothing after a few minutes? Check your spam folder.</Trans>
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">
              <Trans>Back to log in</Trans>
            </Link>
          </Button>
          <Button variant="ghost" className="w-full" onClick={() => setSentMessage(null)}>
            <Trans>Try another address</Trans>
          </Button>
        </LinkOutcome>
      ) : (
        <ForgotPasswordForm onSent={setSentMessage} />
      )}
    </CenteredCard>
  );
}
