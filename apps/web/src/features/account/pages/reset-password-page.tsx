import { accountMessages } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContractText } from '@/lib/i18n';
import { CenteredCard } from '@/components/ui/centered-card';
import { InvalidLink } from '../components/invalid-link';
import { ResetPasswordForm } from '../components/reset-password-form';
import { TextLink } from '../components/text-link';
import { readLinkToken } from '../lib/link-token';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const contractText = useContractText();
  useDocumentTitle(t`Reset Password`);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = readLinkToken(searchParams);
  // Set when the server refuses the token; a link without a usable token is refused before any request.
  const [refusal, setRefusal] = useState<string | null>(null);
  const invalidMessage = token ? refusal : accountMessages.resetLinkInvalid;

  const onReset = (message: string) => {
    toast({ title: t`Password Reset`, description: message || accountMessages.passwordReset });
    // Every session was signed out, this one included: the next step is logging in with the new password.
    void navigate('/login', { replace: true });
  };

  return (
    <CenteredCard
      title={invalidMessage ? t`Reset link not valid` : t`Choose a new password`}
      description={
        invalidMessage
          ? undefined
          : t`Pick a password you do not use anywhere else. You will be asked to log in with it afterwards, on every device.`
      }
      footer={
        invalidMessage ? undefined : (
          <p>
            <Trans>
              Remembered it? <TextLink to="/login">Back to log in</TextLink>
            </Trans>
          </p>
        )
      }
    >
      {invalidMessage || !token ? (
        <InvalidLink
          message={contractText(invalidMessage ?? accountMessages.resetLinkInvalid)}
          focusOnMount={Boolean(refusal)}
        >
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password">
              <Trans>Request a new link</Trans>
            </Link>
          </Button>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Or <TextLink to="/login">go back to log in</TextLink>.
            </Trans>
          </p>
        </InvalidLink>
      ) : (
        <ResetPasswordForm
          token={token}
          onReset={onReset}
          onInvalidLink={(message) => setRefusal(message ?? accountMessages.resetLinkInvalid)}
        />
      )}
    </CenteredCard>
  );
}
