import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/features/auth';
import { ThemeToggle } from '../theme/theme-toggle';
import { memberNavItems, visitorNavItems } from './nav-items';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser } from './sidebar-user';

const AdminNav = lazy(() => import('./admin-nav').then((m) => ({ default: m.AdminNav })));

type SidebarProps = {
  /** Present in the drawer (below 1024 px): shows a close button and the theme switch the header hides there. */
  onClose?: () => void;
};

export function Sidebar({ onClose }: SidebarProps) {
  const { user, isLoading, isAdmin } = useUser();
  const inDrawer = Boolean(onClose);
  const { t } = useLingui();

  return (
    <div className="flex h-full flex-col bg-sidebar">
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-5">
        <Logo />
        {onClose ? (
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={t`Close menu`} data-autofocus>
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>

      <nav aria-label={t`Main`} data-tour="main-navigation" className="flex-1 overflow-y-auto px-3 py-4">
        {isLoading ? (
          <div className="grid gap-2 px-1">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ) : user ? (
          <>
            <SidebarNav items={memberNavItems} />
            {isAdmin ? (
              <Suspense fallback={<AdminNavPlaceholder />}>
                <AdminNav />
              </Suspense>
            ) : null}
          </>
        ) : (
          <SidebarNav items={visitorNavItems} />
        )}
      </nav>

      <div className="grid shrink-0 gap-4 border-t border-border p-4">
        {inDrawer ? (
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm font-medium text-muted-foreground">
              <Trans>Theme</Trans>
            </span>
            <ThemeToggle />
          </div>
        ) : null}
        {isLoading ? <Skeleton className="h-24" /> : user ? <SidebarUser user={user} /> : <VisitorCallout />}
      </div>
    </div>
  );
}

/** The admin section's room while its chunk loads, so the sidebar below it does not jump. */
function AdminNavPlaceholder() {
  return (
    <div className="grid gap-1 px-1 pt-4" aria-hidden="true">
      <Skeleton className="h-4 w-24" />
      {Array.from({ length: 7 }, (_, i) => (
        <Skeleton key={i} className="h-9" />
      ))}
    </div>
  );
}

function VisitorCallout() {
  return (
    <div className="grid gap-3 rounded-xl bg-primary-soft/60 p-4">
      <p className="text-sm text-foreground">
        <span className="font-semibold">
          <Trans>Give with an account</Trans>
        </span>
        <span className="mt-1 block text-muted-foreground">
          <Trans>Track your donations, manage monthly gifts and download receipts.</Trans>
        </span>
      </p>
      {/* Side by side while they fit ('Log in', 'Sign up'); a longer language's words stack them, full width. */}
      <div className="flex flex-wrap gap-2 [&>*]:flex-[1_1_5.5rem]">
        <Button asChild variant="outline" size="sm">
          <Link to="/login">
            <Trans>Log in</Trans>
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link to="/register">
            <Trans>Sign up</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
