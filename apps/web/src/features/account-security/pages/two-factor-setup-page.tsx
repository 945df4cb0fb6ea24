import { Trans, useLingui } from '@lingui/react/macro';
import { meQueryKey, useUser } from '@/features/auth';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, Fingerprint, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContractText } from '@/lib/i18n';
import { safeRedirect } from '@/lib/safe-redirect';
import { securityMessages } from '@causeway/contracts';
import { useSecurity } from '../api/get-security';
import { securityKeys } from '../api/query-keys';
import { AddPasskeyForm } from '../components/add-passkey-form';
import {
  setupStepNumber,
  setupStepTitles,
  TwoFactorSetupFlow,
  type SetupStep,
} from '../components/two-factor-setup-flow';
import { SetupChoice } from '../components/setup-choice';
import { canUsePasskeys, WEBAUTHN_UNSUPPORTED } from '../lib/webauthn-support';

type Choice = 'totp' | 'passkey' | null;

const ADMIN_HOME = '/admin';

/**
 * /admin/two-factor-setup: where an administrator is sent while their organization requires a second factor and they have
 * none (RequireAdmin, the login). A page to get through, not an error: pick an authenticator app or a passkey, set
 * it up, and go on to the page that was asked for.
 */
export function TwoFactorSetupPage() {
  const { t, i18n } = useLingui();
  const contractText = useContractText();
  useDocumentTitle(t`Set up two-factor authentication`);
  const { user } = useUser();
  const security = useSecurity();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeRedirect(search.get('redirect'), ADMIN_HOME);
  const [choice, setChoice] = useState<Choice>(null);
  const [step, setStep] = useState<SetupStep>('password');
  const stepNumber = setupStepNumber[step];
  // "Choose another way" removes the button that had the focus: it goes to the choices instead of the page's top.
  const choices = useRef<HTMLDivElement>(null);
  const [cameBack, setCameBack] = useState(false);
  useEffect(() => {
    if (cameBack && choice === null) choices.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus();
  }, [cameBack, choice]);

  const finish = async () => {
    // The guards read the signed-in user: it must say "set up" before the page asked for is opened again.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
      queryClient.invalidateQueries({ queryKey: securityKeys.all }),
    ]);
    await navigate(next, { replace: true });
  };

  // A flow under way stays on screen although the user is no longer "required" once codes are on: the recovery
  // codes come after that.
  const allSet = user && !user.twoFactorSetupRequired && choice === null;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <header>
        <p className="text-sm font-semibold text-primary-soft-foreground">
          <Trans>Account security</Trans>
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">
          <Trans>Set up two-factor authentication</Trans>
        </h1>
        {allSet ? null : (
          <p className="mt-2 text-muted-foreground">
            <Trans>
              Your organization requires administrators to use a second factor when they sign in. Choose one to
              continue.
            </Trans>
          </p>
        )}
      </header>

      <div className="mt-8">
        {allSet ? (
          <Card>
            <CardHeader>
              <div className="flex items-center gap-3">
                <CircleCheck className="size-6 text-success" aria-hidden="true" />
                <CardTitle>
                  <Trans>You&apos;re all set</Trans>
                </CardTitle>
              </div>
              <CardDescription>
                <Trans>
                  Your account meets your organization’s sign-in requirements. Your second factors are in your profile.
                </Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Link to={next} className={buttonClassName()}>
                <Trans>Continue</Trans>
              </Link>
            </CardContent>
          </Card>
        ) : choice === null ? (
          <div ref={choices} className="grid gap-4" role="group" aria-label={t`Choose a second factor`}>
            {security.isPending ? (
              <>
                <Skeleton className="h-24 w-full rounded-xl" />
                <Skeleton className="h-24 w-full rounded-xl" />
              </>
            ) : (
              <>
                <SetupChoice
                  icon={Smartphone}
                  title={t`Authenticator app`}
                  description={t`A 6-digit code from an app on your phone, such as 1Password, Google Authenticator or Microsoft Authenticator.`}
                  unavailable={
                    security.data?.totpAvailable === false
                      ? contractText(securityMessages.encryptionKeyMissing)
                      : undefined
                  }
                  onChoose={() => {
                    setStep('password');
                    setChoice('totp');
                  }}
                />
                <SetupChoice
                  icon={Fingerprint}
                  title={t`Passkey`}
                  description={t`Your fingerprint, face or device PIN, or a security key. It also lets you sign in without a password.`}
                  unavailable={canUsePasskeys() ? undefined : i18n._(WEBAUTHN_UNSUPPORTED)}
                  onChoose={() => setChoice('passkey')}
                />
              </>
            )}
          </div>
        ) : (
          <Card>
            <CardHeader>
              <p className="text-sm text-muted-foreground">
                {choice === 'totp' ? t`Authenticator app · Step ${stepNumber} of 3` : t`Passkey`}
              </p>
              <CardTitle>{choice === 'totp' ? i18n._(setupStepTitles[step]) : t`Add a passkey`}</CardTitle>
              {choice === 'passkey' ? (
                <CardDescription>
                  <Trans>
                    Your browser will ask you to confirm with your fingerprint, face, device PIN or a security key.
                  </Trans>
                </CardDescription>
              ) : null}
            </CardHeader>
            <CardContent className="grid gap-6">
              {choice === 'totp' ? (
                <TwoFactorSetupFlow autoFocus email={user?.email} onStepChange={setStep} onDone={() => void finish()} />
              ) : (
                <AddPasskeyForm autoFocus onAdded={() => void finish()} />
              )}
              {choice === 'totp' && step === 'codes' ? null : (
                <Button
                  variant="ghost"
                  className="justify-self-start"
                  onClick={() => {
                    setCameBack(true);
                    setChoice(null);
                  }}
                >
                  <ArrowLeft aria-hidden="true" />
                  <Trans>Choose another way</Trans>
                </Button>
              )}
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
