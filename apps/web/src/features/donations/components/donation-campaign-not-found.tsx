import { useLingui } from '@lingui/react/macro';
import { NotFoundCard } from '@/components/ui/not-found-card';

/** Spec section 2: the donation page's card when its campaign cannot be loaded. */
export function DonationCampaignNotFound({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const { t } = useLingui();
  return (
    <NotFoundCard
      title={t`Campaign not found`}
      description={t`We couldn't find the campaign you wanted to support. It may have been removed, or the link may be incomplete.`}
      homeLabel={t`Return to Homepage`}
      onRetry={onRetry}
    />
  );
}
