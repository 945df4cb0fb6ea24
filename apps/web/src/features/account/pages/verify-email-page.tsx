import { accountMessages, type VerifyEmailResponse } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, LoaderCircle, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n';
import { useVerifyEmail } from '../api/verify-email';
import { CenteredCard } from '@/components/ui/centered-card';
import { InvalidLink } from '../components/invalid-link';
import { LinkOutcome } from '@/components/ui/link-outcome';
import { ResendVerificationButton } from '../components/resend-verification-button';
import { isInvalidLinkError, linkedDonationsText, readLinkToken } from '../lib/link-token';

/** /verify-email?token=…: the link from the registration e-mail. It works signed in or not. */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const contractText = useContractText();
  useDocumentTitle(t`Verify Email`);
  const [searchParams] = useSearchParams();
  const token = readLinkToken(searchParams);
  const verify = useVerifyEmail();
  const { mutate } = verify;

  // Tokens are single-use: a second request (React's development double effect, a re-render) would be refused
  // and turn a success into 'invalid link'. The ref remembers which token was already sent.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <CenteredCard title={t`Verify your email`}>
      {!token ? (
        <VerifyFailed message={contractText(accountMessages.verifyLinkInvalid)} />
      ) : verify.isSuccess ? (
        <VerifySucceeded answer={verify.data} />
      ) : verify.isError ? (
        isInvalidLinkError(verify.error) ? (
          <VerifyFailed message={errorMessage(verify.error, contractText(accountMessages.verifyLinkInvalid))} />
        ) : (
          <LinkOutcome
            icon={<RotateCw aria-hidden="true" />}
            tone="failed"
            message={t`We could not check your link just now. Please try again in a moment.`}
          >
            <Button size="lg" className="w-full" onClick={() => verify.mutate(token)}>
              <Trans>Try Again</Trans>
            </Button>
          </LinkOutcome>
        )
      ) : (
        <LinkOutcome
          icon={<LoaderCircle aria-hidden="true" className="animate-spin" />}
          tone="pending"
          message={t`Verifying your email address...`}
        />
      )}
    </CenteredCard>
  );
}

function VerifySucceeded({ answer }: { answer: VerifyEmailResponse }) {
  const { i18n } = useLingui();
  const contractText = useContractText();
  const { user } = useUser();
  const linked = linkedDonationsText(answer.linkedDonations, i18n);
  return (
    <LinkOutcome
      icon={<CircleCheck aria-hidden="true" />}
      tone="success"
      message={contractText(answer.message || accountMessages.emailVerified)}
    >
      {linked ? <p className="text-sm text-muted-foreground">{linked}</p> : null}
      {user || linked ? (
        <Button asChild size="lg" className="w-full">
          <Link to="/dashboard">
            <Trans>Go to Dashboard</Trans>
          </Link>
        </Button>
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link to="/login">
            <Trans>Log in</Trans>
          </Link>
        </Button>
      )}
    </LinkOutcome>
  );
}

/** A bad or expired link: a signed-in donor can ask for a new one here; anyone else logs in first. */
function VerifyFailed({ message }: { message: string }) {
  const { user, isLoading } = useUser();
  return (
    <InvalidLink message={message}>
      {isLoading ? null : user && !user.emailVerified ? (
        <ResendVerificationButton variant="default" size="lg" className="w-full" />
      ) : user ? (
        <Button asChild size="lg" className="w-full">
          <Link to="/account">
            <Trans>Go to your account</Trans>
          </Link>
        </Button>
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link to="/login?redirect=/account">
            <Trans>Log in to get a new link</Trans>
          </Link>
        </Button>
      )}
    </InvalidLink>
  );
}
