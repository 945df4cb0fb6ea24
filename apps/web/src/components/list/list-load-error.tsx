import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';

type ListLoadErrorProps = {
  title: string;
  description: string;
  onRetry: () => void;
  retrying: boolean;
  /** The button's text. */
  retryLabel?: string;
};

/**
 * A list that failed to load, in place of its table, with Try Again (donors, donations, recurring gifts; through
 * QueryStates the donor area's tabs and the fundraising lists).
 */
export function ListLoadError({ title, description, onRetry, retrying, retryLabel = 'Try Again' }: ListLoadErrorProps) {
  return (
    <StateMessage
      tone="error"
      icon={TriangleAlert}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          {retryLabel}
        </Button>
      }
    />
  );
}
