import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';

/** Spec section 8: 'Failed to fetch campaigns', with a way to try again. */
export function CampaignsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useLingui();
  return (
    <StateMessage
      tone="error"
      icon={TriangleAlert}
      title={t`Failed to fetch campaigns`}
      description={t`Something went wrong while loading campaigns. Please check your connection and try again.`}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
