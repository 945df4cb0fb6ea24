import { accountMessages } from '@causeway/contracts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CenteredCard } from '@/components/ui/centered-card';
import { InvalidLink } from '../components/invalid-link';
import { ResetPasswordForm } from '../components/reset-password-form';
import { TextLink } from '../components/text-link';
import { readLinkToken } from '../lib/link-token';

export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = readLinkToken(searchParams);
  // Set when the server refuses the token; a link without a usable token is refused before any request.
  const [refusal, setRefusal] = useState<string | null>(null);
  const invalidMessage = token ? refusal : accountMessages.resetLinkInvalid;

  const onReset = (message: string) => {
    toast({ title: 'Password Reset', description: message || accountMessages.passwordReset });
    // Every session was signed out, this one included: the next step is logging in with the new password.
    void navigate('/login', { replace: true });
  };

  return (
    <CenteredCard
      title={invalidMessage ? 'Reset link not valid' : 'Choose a new password'}
      description={
        invalidMessage
          ? undefined
          : 'Pick a password you do not use anywhere else. You will be asked to log in with it afterwards, on every device.'
      }
      footer={
        invalidMessage ? undefined : (
          <p>
            Remembered it? <TextLink to="/login">Back to log in</TextLink>
          </p>
        )
      }
    >
      {invalidMessage || !token ? (
        <InvalidLink message={invalidMessage ?? accountMessages.resetLinkInvalid} focusOnMount={Boolean(refusal)}>
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password">Request a new link</Link>
          </Button>
          <p className="text-sm text-muted-foreground">
            Or <TextLink to="/login">go back to log in</TextLink>.
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
