import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { safeRedirect } from '@/lib/safe-redirect';

/**
 * /two-factor-setup: where an administrator whose organization requires a second factor is sent before any admin
 * page. A first version: the choices come in the next commit.
 */
export function TwoFactorSetupPage() {
  useDocumentTitle('Set up two-factor authentication');
  const { user } = useUser();
  const [search] = useSearchParams();
  const next = safeRedirect(search.get('redirect'), '/admin');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Set up two-factor authentication</h1>
      {user && !user.twoFactorSetupRequired ? (
        <p className="mt-4">
          You&apos;re all set.{' '}
          <Link to={next} className={buttonClassName('link')}>
            Continue
          </Link>
        </p>
      ) : (
        <p className="mt-2 text-muted-foreground">
          Your organization requires administrators to use a second factor when they sign in. Choose one to continue.
        </p>
      )}
    </div>
  );
}
