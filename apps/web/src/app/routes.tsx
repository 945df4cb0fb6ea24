import type { RouteObject } from 'react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { RequireAuth } from '@/features/auth';
import { AppLayout } from './layouts/app-layout';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/** Marks a public page the server renders to HTML (entry-server.tsx); other pages render in the browser only. */
const serverRendered = { serverRendered: true } as const;

export function isServerRendered(matched: readonly RouteObject[]): boolean {
  const leaf = matched.at(-1);
  return (leaf?.handle as typeof serverRendered | undefined)?.serverRendered === true;
}

/**
 * Every route of the app. The browser builds its router from these (main.tsx); the server renders the public ones
 * from the same objects (entry-server.tsx), so a page has one definition.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage />, handle: serverRendered },
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
      // Account security: password reset and e-mail verification links from the e-mails, and the profile page.
      {
        path: 'forgot-password',
        HydrateFallback: PageSkeleton,
        lazy: {
          Component: async () => (await import('@/features/account/pages/forgot-password-page')).ForgotPasswordPage,
        },
      },
      {
        path: 'reset-password',
        HydrateFallback: PageSkeleton,
        lazy: {
          Component: async () => (await import('@/features/account/pages/reset-password-page')).ResetPasswordPage,
        },
      },
      {
        path: 'verify-email',
        HydrateFallback: PageSkeleton,
        lazy: { Component: async () => (await import('@/features/account/pages/verify-email-page')).VerifyEmailPage },
      },
      {
        path: 'account',
        element: <RequireAuth />,
        children: [
          {
            index: true,
            HydrateFallback: PageSkeleton,
            lazy: { Component: async () => (await import('@/features/account/pages/account-page')).AccountPage },
          },
        ],
      },
      // Campaign listing and campaign page: loaded when opened; the home page's cards are in the first bundle.
      {
        path: 'campaigns',
        handle: serverRendered,
        HydrateFallback: PageSkeleton,
        lazy: { Component: async () => (await import('@/features/campaigns/pages/campaigns-page')).CampaignsPage },
      },
      {
        path: 'campaigns/:id',
        handle: serverRendered,
        HydrateFallback: PageSkeleton,
        lazy: { Component: async () => (await import('@/features/campaigns/pages/campaign-page')).CampaignPage },
      },
      // Static pages and the contact form: each page's text and code load only when it is opened.
      {
        path: 'about',
        handle: serverRendered,
        HydrateFallback: PageSkeleton,
        lazy: { Component: async () => (await import('@/features/static-pages/pages/about-page')).AboutPage },
      },
      {
        path: 'how-it-works',
        handle: serverRendered,
        HydrateFallback: PageSkeleton,
        lazy: {
          Component: async () => (await import('@/features/static-pages/pages/how-it-works-page')).HowItWorksPage,
        },
      },
      {
        path: 'contact',
        handle: serverRendered,
        HydrateFallback: PageSkeleton,
        lazy: { Component: async () => (await import('@/features/contact/pages/contact-page')).ContactPage },
      },
      {
        path: 'help',
        handle: serverRendered,
        HydrateFallback: PageSkeleton,
        lazy: {
          Component: async () => (await import('@/features/static-pages/pages/help-center-page')).HelpCenterPage,
        },
      },
      {
        path: 'privacy',
        handle: serverRendered,
        HydrateFallback: PageSkeleton,
        lazy: {
          Component: async () => (await import('@/features/static-pages/pages/privacy-policy-page')).PrivacyPolicyPage,
        },
      },
      {
        path: 'terms',
        handle: serverRendered,
        HydrateFallback: PageSkeleton,
        lazy: {
          Component: async () =>
            (await import('@/features/static-pages/pages/terms-of-service-page')).TermsOfServicePage,
        },
      },
      // The donation flow and its success page (spec section 2): form, card and validation code load on opening.
      {
        path: 'donate/:identifier',
        handle: serverRendered,
        HydrateFallback: PageSkeleton,
        lazy: { Component: async () => (await import('@/features/donations/pages/donate-page')).DonatePage },
      },
      {
        path: 'donation-success',
        handle: serverRendered,
        HydrateFallback: PageSkeleton,
        lazy: {
          Component: async () => (await import('@/features/donations/pages/donation-success-page')).DonationSuccessPage,
        },
      },
      {
        path: 'subscription-success',
        handle: serverRendered,
        HydrateFallback: PageSkeleton,
        lazy: {
          Component: async () => (await import('@/features/donations/pages/donation-success-page')).DonationSuccessPage,
        },
      },
      {
        path: 'payments/sandbox/authenticate/:token',
        HydrateFallback: PageSkeleton,
        lazy: {
          Component: async () =>
            (await import('@/features/donations/pages/sandbox-authenticate-page')).SandboxAuthenticatePage,
        },
      },
      {
        path: 'dashboard',
        element: <RequireAuth />,
        children: [
          {
            index: true,
            HydrateFallback: PageSkeleton,
            lazy: {
              Component: async () => (await import('@/features/donor-dashboard/pages/dashboard-page')).DashboardPage,
            },
          },
        ],
      },
      {
        path: 'admin',
        // Signed-in only here; admin-routes.tsx checks the role per page (the settings page shows Access Denied).
        element: <RequireAuth />,
        // One lazy module holds every admin route (app/admin-routes.tsx): the public bundle carries only this entry.
        // The splat does not match the bare /admin, so the index child (the overview) loads the same module.
        children: [
          {
            index: true,
            HydrateFallback: PageSkeleton,
            lazy: { Component: async () => (await import('./admin-routes')).AdminRoutes },
          },
          {
            path: '*',
            HydrateFallback: PageSkeleton,
            lazy: { Component: async () => (await import('./admin-routes')).AdminRoutes },
          },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: serverRendered },
    ],
  },
  // Embedded in other sites' frames: no sidebar, header, footer or padding (spec section 2).
  {
    path: 'embed/campaign/:id',
    errorElement: <RouteErrorPage />,
    lazy: {
      Component: async () => (await import('@/features/campaigns/pages/embed-campaign-page')).EmbedCampaignPage,
    },
  },
];
