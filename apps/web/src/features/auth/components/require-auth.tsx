import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { loginPathFor } from '@/lib/safe-redirect';
import { useUser } from '../api/get-me';
import { useIsSigningOut } from '../api/logout';

/** Signed-in pages: a visitor is sent to /login?redirect={this page} (spec section 2, dashboard). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useUser();
  const signingOut = useIsSigningOut();
  const location = useLocation();
  if (isLoading) return <PageSkeleton />;
  // Signing out leads to the home page (spec section 4), not to /login?redirect=this page.
  if (!user && signingOut) return <PageSkeleton />;
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  return children ?? <Outlet />;
}

/**
 * Admin pages: the client-side half of the check; the server refuses non-admins on every admin endpoint.
 * A signed-in non-admin goes to `redirectTo`: /dashboard, or / where the spec says so (the donor list).
 */
export function RequireAdmin({ children, redirectTo = '/dashboard' }: { children?: ReactNode; redirectTo?: string }) {
  const { user, isLoading, isAdmin } = useUser();
  const signingOut = useIsSigningOut();
  const location = useLocation();
  if (isLoading) return <PageSkeleton />;
  if (!user && signingOut) return <PageSkeleton />;
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  if (!isAdmin) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}
