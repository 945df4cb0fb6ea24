import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        <span className="block text-7xl font-black text-primary sm:text-8xl">404</span>{' '}
        <span className="mt-2 block">Page Not Found</span>
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The page you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          Go to Home
        </Link>
      </Button>
    </div>
  );
}
