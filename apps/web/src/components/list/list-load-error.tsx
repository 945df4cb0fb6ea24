import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';

type ListLoadErrorProps = { title: string; description: string; onRetry: () => void; retrying: boolean };

/** An admin list that failed to load, in place of its table, with Try Again (donors, donations, recurring gifts). */
export function ListLoadError({ title, description, onRetry, retrying }: ListLoadErrorProps) {
  return (
    <StateMessage
      tone="error"
      icon={TriangleAlert}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          Try Again
        </Button>
      }
    />
  );
}
