import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function BackToCampaigns() {
  return (
    <Button variant="ghost" size="sm" asChild className="-ms-3">
      <Link to="/admin/campaigns">
        <ArrowLeft aria-hidden="true" />
        <Trans>Back to campaigns</Trans>
      </Link>
    </Button>
  );
}
