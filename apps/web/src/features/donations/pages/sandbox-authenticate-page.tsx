import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, ShieldCheck, ShieldX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuthenticateSandboxPayment, type AuthenticationOutcome } from '../api/authenticate-sandbox-payment';
import { toastPaymentError, toastPaymentFailed } from '../components/payment-outcome';
import { TestModeBadge } from '../components/test-mode-badge';
import { DONATION_SUCCESS_PATH } from '../lib/success-params';

/**
 * `/payments/sandbox/authenticate/{token}`: the page the sandbox's nextActionUrl names, standing in for the
 * bank's 3-D Secure page. The donation page shows the same check in a dialog; this page serves anyone who
 * follows the URL itself. Either answer leads to the success page, which shows the payment's real outcome.
 */
export function SandboxAuthenticatePage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Confirm your payment`);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const authenticate = useAuthenticateSandboxPayment();
  const pending = authenticate.isPending ? (authenticate.variables?.outcome ?? null) : null;

  const answer = (outcome: AuthenticationOutcome) =>
    authenticate.mutate(
      { token, outcome },
      {
        onSuccess: (result) => {
          if (result.status === 'failed') toastPaymentFailed(i18n, result.message);
          void navigate(`${DONATION_SUCCESS_PATH}?payment_intent=${encodeURIComponent(result.paymentIntentId)}`, {
            replace: true,
          });
        },
        onError: (error) => toastPaymentError(i18n, error),
      },
    );

  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center px-4 py-10 sm:px-6 sm:py-16">
      <Card>
        <CardContent className="grid gap-5 p-6 sm:p-8">
          <TestModeBadge className="justify-self-start" />
          <div className="grid gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">
              <Trans>Confirm this payment with your bank</Trans>
            </h1>
            <p className="text-muted-foreground">
              <Trans>
                Your card needs 3-D Secure authentication. With a real card your bank would ask you to confirm the
                payment here; in test mode this page stands in for the bank&apos;s check, and you choose how it ends.
              </Trans>
            </p>
          </div>
          <div className="grid gap-3">
            <Button size="lg" onClick={() => answer('approve')} disabled={pending !== null}>
              {pending === 'approve' ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <ShieldCheck aria-hidden="true" />
              )}
              <Trans>Complete authentication</Trans>
            </Button>
            <Button size="lg" variant="outline" onClick={() => answer('fail')} disabled={pending !== null}>
              {pending === 'fail' ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <ShieldX aria-hidden="true" />
              )}
              <Trans>Fail authentication</Trans>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
