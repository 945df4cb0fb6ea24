import type { LedgerDonationDetail } from '@causeway/contracts';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useListReturnPath } from '@/hooks/use-list-return';
import { canRefund } from '../lib/refund-form';
import { RefundDialog } from './refund-dialog';
import { ResendReceiptButton } from './resend-receipt-dialog';

/**
 * The donation's toolbar: the way back to the ledger, and the administrators' actions on the donation (refund,
 * resend the receipt), each added here as a button that opens its own dialog.
 */
export function DonationActions({ donation }: { donation: LedgerDonationDetail }) {
  // Back to the ledger page the donation was opened from (its search, filters, sort and page).
  const backTo = useListReturnPath('/admin/donations');
  const [refunding, setRefunding] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2" data-donation-id={donation.id}>
      <Button asChild variant="ghost" size="sm" className="-ms-3 me-auto">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to donations</Trans>
        </Link>
      </Button>
      {canRefund(donation) ? (
        <>
          <Button variant="outline" size="sm" onClick={() => setRefunding(true)}>
            <Undo2 aria-hidden="true" />
            <Trans>Refund</Trans>
          </Button>
          <RefundDialog donation={donation} open={refunding} onClose={() => setRefunding(false)} />
        </>
      ) : null}
      <ResendReceiptButton donation={donation} />
    </div>
  );
}
