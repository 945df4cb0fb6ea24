import { House, RotateCw, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Spec section 2: the donation page's card when its campaign cannot be loaded. */
export function DonationCampaignNotFound({ onRetry }: { onRetry?: (() => void) | undefined }) {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardContent className="flex flex-col items-center p-8">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <SearchX className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">Campaign not found</h1>
        <p className="mt-2 text-muted-foreground">
          We couldn&apos;t find the campaign you wanted to support. It may have been removed, or the link may be
          incomplete.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/">
              <House aria-hidden="true" />
              Return to Homepage
            </Link>
          </Button>
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
