import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Last resort for a render error or a route chunk that failed to load (e.g. after a new release). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  useDocumentTitle(t`Something went wrong`);
  // An error caught here never reaches window.onerror: hand it to the error reporter the standard way.
  useEffect(() => {
    if (error !== undefined) window.reportError(error);
  }, [error]);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-background px-4 text-center text-foreground">
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        <Trans>
          The page could not be displayed. Reloading usually fixes this; if it keeps happening, please contact us.
        </Trans>
      </p>
      <div className="mt-8 flex gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          <Trans>Reload page</Trans>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="/">
            <Trans>Go to Home</Trans>
          </a>
        </Button>
      </div>
    </div>
  );
}
