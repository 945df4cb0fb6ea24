import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, ShieldCheck, ShieldX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AlertDialog } from '@/components/ui/dialog';
import type { AuthenticationOutcome } from '../api/authenticate-sandbox-payment';
import { formatAmount } from '@/lib/format';
import { TestModeBadge } from './test-mode-badge';

type SandboxAuthenticationDialogProps = {
  open: boolean;
  totalCents: number;
  /** The campaign's currency (issue 26); US dollars unless told. */
  currency?: string | undefined;
  /** The answer being sent, while it is under way. */
  pendingOutcome: AuthenticationOutcome | null;
  onAnswer: (outcome: AuthenticationOutcome) => void;
};

/**
 * The sandbox's stand-in for the bank's 3-D Secure check (test card 4000 0025 0000 3155). With Stripe the bank
 * shows its own page in Stripe's frame; here the donor decides the outcome. It needs an answer: Escape does not
 * close it, as a bank's check cannot be skipped.
 */
export function SandboxAuthenticationDialog({
  open,
  totalCents,
  currency,
  pendingOutcome,
  onAnswer,
}: SandboxAuthenticationDialogProps) {
  const { t } = useLingui();
  const busy = pendingOutcome !== null;
  const amount = formatAmount(totalCents, currency);
  return (
    <AlertDialog
      open={open}
      title={t`Confirm this payment with your bank`}
      description={
        <Trans>
          Your card needs 3-D Secure authentication for a payment of{' '}
          <span className="font-semibold text-foreground">{amount}</span>. In test mode this window stands in for your
          bank&apos;s check: choose how it ends.
        </Trans>
      }
    >
      <TestModeBadge className="justify-self-start" />
      <div className="grid gap-3">
        <Button onClick={() => onAnswer('approve')} disabled={busy}>
          {pendingOutcome === 'approve' ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <ShieldCheck aria-hidden="true" />
          )}
          <Trans>Complete authentication</Trans>
        </Button>
        <Button variant="outline" onClick={() => onAnswer('fail')} disabled={busy}>
          {pendingOutcome === 'fail' ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <ShieldX aria-hidden="true" />
          )}
          <Trans>Fail authentication</Trans>
        </Button>
      </div>
    </AlertDialog>
  );
}
