import { House, RotateCw, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

type CampaignNotFoundProps = {
  /** No way to our home page from inside another site's frame (spec: embed mode). */
  embed: boolean;
  /** Offered when the load failed for another reason than a missing campaign (e.g. the network). */
  onRetry?: (() => void) | undefined;
};

/** Spec section 2: the card for a missing campaign or a failed load. */
export function CampaignNotFound({ embed, onRetry }: CampaignNotFoundProps) {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardContent className="flex flex-col items-center p-8">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <SearchX className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">Campaign Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          The campaign you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        {onRetry || !embed ? (
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {embed ? null : (
              <Button asChild>
                <Link to="/">
                  <House aria-hidden="true" />
                  Go to Home
                </Link>
              </Button>
            )}
            {onRetry ? (
              <Button variant="outline" onClick={onRetry}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
