import { useLingui } from '@lingui/react/macro';
import { NotFoundCard } from '@/components/ui/not-found-card';

type CampaignNotFoundProps = {
  /** No way to our home page from inside another site's frame (spec: embed mode). */
  embed: boolean;
  /** Offered when the load failed for another reason than a missing campaign (e.g. the network). */
  onRetry?: (() => void) | undefined;
};

/** Spec section 2: the card for a missing campaign or a failed load. */
export function CampaignNotFound({ embed, onRetry }: CampaignNotFoundProps) {
  const { t } = useLingui();
  return (
    <NotFoundCard
      title={t`Campaign Not Found`}
      description={t`The campaign you're looking for doesn't exist or has been removed.`}
      homeLabel={embed ? null : t`Go to Home`}
      onRetry={onRetry}
    />
  );
}
