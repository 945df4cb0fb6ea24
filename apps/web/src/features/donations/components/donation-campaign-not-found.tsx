import { NotFoundCard } from '@/components/ui/not-found-card';

/** Spec section 2: the donation page's card when its campaign cannot be loaded. */
export function DonationCampaignNotFound({ onRetry }: { onRetry?: (() => void) | undefined }) {
  return (
    <NotFoundCard
      title="Campaign not found"
      description="We couldn't find the campaign you wanted to support. It may have been removed, or the link may be incomplete."
      homeLabel="Return to Homepage"
      onRetry={onRetry}
    />
  );
}
