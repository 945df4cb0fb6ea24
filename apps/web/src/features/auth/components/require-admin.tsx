import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { loginPathFor } from '@/lib/safe-redirect';
import { useUser } from '../api/get-me';
import { useIsSigningOut } from '../api/logout';

/**
 * '/admin/two-factor-setup?redirect=/admin/donors': the set-up page, then back to `target` (its query encoded as
 * loginPathFor encodes it).
 */
function twoFactorSetupPathFor(target: string): string {
  return `/admin/two-factor-setup${loginPathFor(target).slice('/login'.length)}`;
}

/**
 * Admin pages: the client-side half of the check; the server refuses non-admins on every admin endpoint.
 * A signed-in non-admin goes to `redirectTo`: /dashboard, or / where the spec says so (the donor list).
 * In a module of its own, apart from RequireAuth: only the lazily loaded admin routes use it, so it stays out of
 * the home page's first script.
 */
export function RequireAdmin({ children, redirectTo = '/dashboard' }: { children?: ReactNode; redirectTo?: string }) {
  const { user, isLoading, isAdmin } = useUser();
  const signingOut = useIsSigningOut();
  const location = useLocation();
  if (isLoading) return <PageSkeleton />;
  if (!user && signingOut) return <PageSkeleton />;
  const here = location.pathname + location.search + location.hash;
  if (!user) return <Navigate to={loginPathFor(here)} replace />;
  if (!isAdmin) return <Navigate to={redirectTo} replace />;
  // Settings → Security requires a second factor of administrators (issue 27): a clear set-up page, not an error;
  // the server refuses their admin requests meanwhile.
  if (user.twoFactorSetupRequired) return <Navigate to={twoFactorSetupPathFor(here)} replace />;
  return children ?? <Outlet />;
}
