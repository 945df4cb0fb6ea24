import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The way back to the ledger from the pages under it (a donation, the offline gift form). */
export function BackToDonations() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ms-3">
      <Link to="/admin/donations">
        <ArrowLeft aria-hidden="true" />
        <Trans>Back to donations</Trans>
      </Link>
    </Button>
  );
}
