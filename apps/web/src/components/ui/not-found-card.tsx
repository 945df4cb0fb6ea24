import { Trans } from '@lingui/react/macro';
import { House, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';
import { Card, CardContent } from './card';

type NotFoundCardProps = {
  title: string;
  description: ReactNode;
  /** The label of the link to the home page, or null for none (e.g. inside another site's frame). */
  homeLabel: string | null;
  /** Offered when the load failed for another reason than a missing record (e.g. the network). */
  onRetry?: (() => void) | undefined;
};

/** A centred card for something that could not be found or loaded, with a way home and a retry. */
export function NotFoundCard({ title, description, homeLabel, onRetry }: NotFoundCardProps) {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardContent className="flex flex-col items-center p-8">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <SearchX className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
        {homeLabel || onRetry ? (
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {homeLabel ? (
              <Button asChild>
                <Link to="/">
                  <House aria-hidden="true" />
                  {homeLabel}
                </Link>
              </Button>
            ) : null}
            {onRetry ? (
              <Button variant="outline" onClick={onRetry}>
                <RotateCw aria-hidden="true" />
                <Trans>Try again</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
