import { NotFoundCard } from '@/components/ui/not-found-card';

type FundraiserNotFoundProps = {
  kind: 'page' | 'team';
  /** Offered when the load failed for another reason than a missing page (e.g. the network). */
  onRetry?: (() => void) | undefined;
};

/** The card for an unknown or hidden page or team: the server answers 404 for both, so both read the same. */
export function FundraiserNotFound({ kind, onRetry }: FundraiserNotFoundProps) {
  return kind === 'page' ? (
    <NotFoundCard
      title="Fundraising page not found"
      description="The page you're looking for doesn't exist or has been removed."
      homeLabel="Go to Home"
      onRetry={onRetry}
    />
  ) : (
    <NotFoundCard
      title="Team not found"
      description="The team you're looking for doesn't exist or has been removed."
      homeLabel="Go to Home"
      onRetry={onRetry}
    />
  );
}
