import type { DonorDonation } from '@causeway/contracts';
import { Trans } from '@lingui/react/macro';
import { formatCurrency } from '@/lib/format';

/**
 * The gift, and below it the processing fee the donor chose to cover, which went to the processor, and what was
 * refunded of them.
 */
export function DonationAmount({ donation }: { donation: DonorDonation }) {
  // Every figure of the gift is in its campaign's currency (issue 26).
  const money = (minor: number) => formatCurrency(minor, { currency: donation.currency });
  const fee = money(donation.feeAmount);
  const refunded = money(donation.refundedAmount);
  return (
    <>
      <span className="font-semibold tabular-nums">{money(donation.amount)}</span>
      {donation.feeAmount > 0 ? (
        <span className="block text-xs text-muted-foreground tabular-nums">
          <Trans>+ {fee} fee covered</Trans>
        </span>
      ) : null}
      {donation.refundedAmount > 0 ? (
        <span className="block text-xs text-muted-foreground tabular-nums">
          <Trans>− {refunded} refunded</Trans>
        </span>
      ) : null}
    </>
  );
}
