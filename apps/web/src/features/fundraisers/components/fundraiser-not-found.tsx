import { useLingui } from '@lingui/react/macro';
import { NotFoundCard } from '@/components/ui/not-found-card';

type FundraiserNotFoundProps = {
  kind: 'page' | 'team';
  /** Offered when the load failed for another reason than a missing page (e.g. the network). */
  onRetry?: (() => void) | undefined;
};

/** The card for an unknown or hidden page or team: the server answers 404 for both, so both read the same. */
export function FundraiserNotFound({ kind, onRetry }: FundraiserNotFoundProps) {
  const { t } = useLingui();
  return kind === 'page' ? (
    <NotFoundCard
      title={t`Fundraising page not found`}
      description={t`The page you're looking for doesn't exist or has been removed.`}
      homeLabel={t`Go to Home`}
      onRetry={onRetry}
    />
  ) : (
    <NotFoundCard
      title={t`Team not found`}
      description={t`The team you're looking for doesn't exist or has been removed.`}
      homeLabel={t`Go to Home`}
      onRetry={onRetry}
    />
  );
}
