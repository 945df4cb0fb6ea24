import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, House, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type SuccessLinksProps = {
  campaignId: number | null;
  /** Offer giving again (after a failed payment) in first place. */
  retry?: boolean;
};

/** Spec section 2: back to the campaign (or the campaign list when unknown) and to the home page. */
export function SuccessLinks({ campaignId, retry = false }: SuccessLinksProps) {
  const { t } = useLingui();
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
      {retry && campaignId !== null ? (
        <Button asChild size="lg">
          <Link to={`/donate/${campaignId}`}>
            <RotateCw aria-hidden="true" />
            <Trans>Try again</Trans>
          </Link>
        </Button>
      ) : null}
      <Button asChild size="lg" variant={retry ? 'outline' : 'default'}>
        <Link to={campaignId !== null ? `/campaigns/${campaignId}` : '/campaigns'}>
          <ArrowLeft aria-hidden="true" />
          {campaignId !== null ? t`Back to Campaign` : t`Browse Campaigns`}
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/">
          <House aria-hidden="true" />
          <Trans>Go to Homepage</Trans>
        </Link>
      </Button>
    </div>
  );
}
