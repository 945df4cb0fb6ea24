import { Trans, useLingui } from '@lingui/react/macro';
import { HeartHandshake } from 'lucide-react';
import type { SuccessParams } from '../lib/success-params';
import { donationTypeLabel, successAmountText } from '../lib/success-params';
import { StatusCard } from './status-card';
import { SuccessLinks } from './success-links';

/**
 * The page opened without a payment to check (no payment_intent): thanks, without claiming the payment went
 * through, since nothing here can confirm it.
 */
export function UnverifiedThanks({ params }: { params: SuccessParams }) {
  const { i18n, t } = useLingui();
  return (
    <StatusCard icon={<HeartHandshake aria-hidden="true" />} tone="neutral" title={t`Thank you for your support`}>
      <p>
        <Trans>
          We can&apos;t confirm a payment from this link. If your donation went through, a receipt is on its way to your
          e-mail.
        </Trans>
      </p>
      <dl className="mx-auto mt-6 grid max-w-xs grid-cols-2 gap-3 rounded-lg border border-border p-4 text-sm">
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd className="text-lg font-semibold text-foreground">
            {successAmountText(params.amountCents, params.currency)}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Type</Trans>
          </dt>
          <dd className="text-lg font-semibold text-foreground">{donationTypeLabel(i18n, params.donationType)}</dd>
        </div>
      </dl>
      <SuccessLinks campaignId={params.campaignId} />
    </StatusCard>
  );
}
