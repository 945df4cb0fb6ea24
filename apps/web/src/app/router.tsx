import { createBrowserRouter, Navigate } from 'react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { RequireAdmin, RequireAuth } from '@/features/auth';
import { AppLayout } from './layouts/app-layout';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      // Forms and their validation code load only when a form page is opened. While a lazy page loads on the
      // first visit, the layout shows with a skeleton in its place.
      {
        path: 'login',
        HydrateFallback: PageSkeleton,
        lazy: { Component: async () => (await import('@/features/auth/pages/login-page')).LoginPage },
      },
      {
        path: 'register',
        HydrateFallback: PageSkeleton,
        lazy: { Component: async () => (await import('@/features/auth/pages/register-page')).RegisterPage },
      },
      {
        path: 'dashboard',
        element: <RequireAuth />,
        children: [
          {
            index: true,
            HydrateFallback: PageSkeleton,
            lazy: { Component: async () => (await import('./routes/dashboard-page')).DashboardPage },
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        // The admin area arrives in its own issue; until then its home is the dashboard, and its other paths are
        // still behind the admin check (a visitor following 'Start a Campaign' is asked to log in first).
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
