import { RESET_TOKEN_TTL_MINUTES } from '@causeway/contracts';
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
const validFor = Number.isInteger(hours)
  ? `${hours} hour${hours === 1 ? '' : 's'}`
  : `${RESET_TOKEN_TTL_MINUTES} minutes`;

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  // The server's answer once sent. It is the same whether or not the address has an account, so the page
  // never reveals who is registered.
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  return (
    <CenteredCard
      title={sentMessage ? 'Check your email' : 'Forgot your password?'}
      description={
        sentMessage
          ? undefined
          : `Enter the email address you signed up with and we will send you a link to choose a new password. The link works for ${validFor}.`
      }
      footer={
        sentMessage ? undefined : (
          <p>
            Remembered it? <TextLink to="/login">Back to log in</TextLink>
          </p>
        )
      }
    >
      {sentMessage ? (
        <LinkOutcome icon={<MailCheck aria-hidden="true" />} tone="success" message={sentMessage} focusOnMount>
          <p className="text-sm text-muted-foreground">Nothing after a few minutes? Check your spam folder.</p>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Back to log in</Link>
          </Button>
          <Button variant="ghost" className="w-full" onClick={() => setSentMessage(null)}>
            Try another address
          </Button>
        </LinkOutcome>
      ) : (
        <ForgotPasswordForm onSent={setSentMessage} />
      )}
    </CenteredCard>
  );
}
