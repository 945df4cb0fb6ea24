import type { LedgerDonationDetail } from '@causeway/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

/** Back to the ledger page the donation was opened from (its search, filters, sort and page), else the plain list. */
function useBackToDonations(): string {
  const { state } = useLocation();
  const listSearch = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof listSearch === 'string' && listSearch.startsWith('?')
    ? `/admin/donations${listSearch}`
    : '/admin/donations';
}

/**
 * The donation's toolbar: the way back to the ledger, and the administrators' actions on the donation (refund,
 * resend the receipt), each added here as a button that opens its own dialog.
 */
export function DonationActions({ donation }: { donation: LedgerDonationDetail }) {
  const backTo = useBackToDonations();
  return (
    <div className="flex flex-wrap items-center gap-2" data-donation-id={donation.id}>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mr-auto">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          Back to donations
        </Link>
      </Button>
    </div>
  );
}
