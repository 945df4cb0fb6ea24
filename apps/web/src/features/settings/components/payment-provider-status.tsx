import type { PaymentSettings } from '@causeway/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const secrets = [
  ['secretKeySet', msg`Secret key`, 'STRIPE_SECRET_KEY'],
  ['publishableKeySet', msg`Publishable key`, 'STRIPE_PUBLISHABLE_KEY'],
  ['webhookSecretSet', msg`Webhook secret`, 'STRIPE_WEBHOOK_SECRET'],
] as const;

/** Which provider takes payments and whether its keys are configured; the server never sends a key itself. */
export function PaymentProviderStatus({ payment }: { payment: PaymentSettings }) {
  const { t, i18n } = useLingui();
  const stripe = payment.provider === 'stripe';
  return (
    <section aria-labelledby="payment-provider-title" className="grid gap-4 rounded-lg border border-border p-4 sm:p-5">
      <div className="grid gap-1">
        <h3 id="payment-provider-title" className="text-sm font-medium text-muted-foreground">
          <Trans>Active provider</Trans>
        </h3>
        <p className="text-lg font-semibold">{stripe ? t`Stripe` : t`Sandbox (test mode)`}</p>
        <p className="text-sm text-muted-foreground">
          {stripe
            ? t`Card payments go through your Stripe account.`
            : t`No real money moves. Set the three Stripe variables on the server and restart it to take real payments.`}
        </p>
      </div>
      <dl className="grid gap-2 sm:grid-cols-3">
        {secrets.map(([key, label, variable]) => (
          <div key={key} className="grid justify-items-start gap-2 rounded-md bg-muted/60 px-3 py-2">
            <dt className="grid text-sm font-medium">
              {i18n._(label)}
              <code className="text-xs font-normal break-words text-muted-foreground">{variable}</code>
            </dt>
            <dd>
              {payment[key] ? (
                <Badge variant="success">
                  <CircleCheck aria-hidden="true" />
                  <Trans>Configured</Trans>
                </Badge>
              ) : (
                <Badge variant="outline">
                  <CircleDashed aria-hidden="true" />
                  <Trans>Not set</Trans>
                </Badge>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
