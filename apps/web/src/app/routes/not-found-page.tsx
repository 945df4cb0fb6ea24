import { Trans, useLingui } from '@lingui/react/macro';
import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page Not Found`);
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        <span className="block text-7xl font-black text-primary sm:text-8xl">404</span>{' '}
        <span className="mt-2 block">
          <Trans>Page Not Found</Trans>
        </span>
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        <Trans>The page you&apos;re looking for doesn&apos;t exist or has been moved.</Trans>
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          <Trans>Go to Home</Trans>
        </Link>
      </Button>
    </div>
  );
}
