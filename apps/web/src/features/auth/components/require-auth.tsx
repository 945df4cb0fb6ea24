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
