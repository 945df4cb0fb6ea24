import { Trans, useLingui } from '@lingui/react/macro';
import { RECURRING_MANAGE_PAGE_PATH, recurringManageMessages, type SecondStepRequired } from '@causeway/contracts';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CenteredCard } from '@/components/ui/centered-card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContractText } from '@/lib/i18n';
import { safeRedirect } from '@/lib/safe-redirect';
import { useUser } from '../api/get-me';
import { LoginForm } from '../components/login-form';
import { PasskeySignIn } from '../components/passkey-sign-in-button';
import { SecondStep } from '../components/second-step';

export function LoginPage() {
  const { t } = useLingui();
  const contractText = useContractText();
  useDocumentTitle(t`Login`);
  const [searchParams] = useSearchParams();
  const { user } = useUser();
  // The second step, once the password was right for an account with a second factor.
  const [secondStep, setSecondStep] = useState<SecondStepRequired | null>(null);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  // A visitor sent here from a signed-in page who has no account yet signs up on the way and still lands there.
  const onTheWay = safeRedirect(searchParams.get('redirect'), '');
  const signUpPath = onTheWay ? `/register?redirect=${encodeURIComponent(onTheWay)}` : '/register';

  // Covers both a signed-in visitor and a successful login: the `me` query now holds the user.
  if (user) {
    const target = safeRedirect(searchParams.get('redirect'));
    // An administrator who must add a second factor is asked to at once (issue 27), then sent on to `target`.
    if (user.twoFactorSetupRequired) {
      return <Navigate to={`/admin/two-factor-setup?redirect=${encodeURIComponent(target)}`} replace />;
    }
    return <Navigate to={target} replace />;
  }

  if (secondStep) {
    return (
      <CenteredCard title={t`Two-factor authentication`}>
        <SecondStep
          methods={secondStep.methods}
          onBack={(message) => {
            setNotice(message ?? null);
            setSecondStep(null);
          }}
        />
      </CenteredCard>
    );
  }

  return (
    <CenteredCard
      title={t`Welcome back`}
      description={t`Log in to follow your donations, manage monthly gifts and download receipts.`}
      footer={
        <p>
          <Trans>
            Don&apos;t have an account?{' '}
            <Link to={signUpPath} className="font-semibold text-primary underline-offset-4 hover:underline">
              Sign up
            </Link>
          </Trans>
        </p>
      }
    >
      {notice ? (
        <div className="mb-5">
          <ErrorAlert>{notice}</ErrorAlert>
        </div>
      ) : null}
      <LoginForm
        defaultEmail={email}
        onSecondStep={(step, typed) => {
          setNotice(null);
          setEmail(typed);
          setSecondStep(step);
        }}
      />
      <PasskeySignIn />
      {/* A guest who gave monthly has no account to log in to (issue 24). */}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Trans>Gave without an account?</Trans>{' '}
        <Link to={RECURRING_MANAGE_PAGE_PATH} className="font-semibold text-primary underline-offset-4 hover:underline">
          {contractText(recurringManageMessages.linkLabel)}
        </Link>
      </p>
    </CenteredCard>
  );
}
