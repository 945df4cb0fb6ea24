import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '@/features/auth';
import { AppLayout } from './layouts/app-layout';
import { lazyPage } from './routing/lazy-page';
import { RouteErrorBoundary } from './routing/route-error-boundary';
import { HomePage } from './routes/home-page';

type RouteHandle = {
  /** A public page the server renders to HTML (entry-server.tsx); other pages render in the browser only. */
  serverRendered?: true;
  /** Loads a lazy page's module (lazy-page.tsx). */
  preload?: () => Promise<void>;
};

const serverRendered: RouteHandle = { serverRendered: true };

/** A route whose page module loads when it is first opened; the layout shows a skeleton in its place meanwhile. */
function lazyRoute(
  load: Parameters<typeof lazyPage>[0],
  handle: RouteHandle = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const page = lazyPage(load);
  return { element: page.element, handle: { ...handle, preload: page.preload } };
}

export function isServerRendered(matched: readonly RouteObject[]): boolean {
  const leaf = matched.at(-1);
  return (leaf?.handle as RouteHandle | undefined)?.serverRendered === true;
}

/** Loads the modules of the lazy pages `location` shows, so that it renders (or hydrates) at once. */
export async function preloadPages(location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload?.()));
}

// One lazy module holds every admin route (app/admin-routes.tsx): the public bundle carries only this entry.
const adminRoutes = lazyRoute(async () => (await import('./admin-routes')).AdminRoutes);
const embedCampaignPage = lazyPage(
  async () => (await import('@/features/campaigns/pages/embed-campaign-page')).EmbedCampaignPage,
  null,
);

/**
 * Every route of the app, rendered through `useRoutes` (React Router's declarative mode: the data router's
 * loaders, actions and fetchers, about 18 KB gzip, are not used here). The browser (main.tsx) and the server
 * (entry-server.tsx) render the same tree, so a page has one definition and hydration matches.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <HomePage />, handle: serverRendered },
      // Forms and their validation code load only when a form page is opened. While a lazy page loads on the
      // first visit, the layout shows with a skeleton in its place.
      {
        path: 'login',
        ...lazyRoute(async () => (await import('@/features/auth/pages/login-page')).LoginPage),
      },
      {
        path: 'register',
        ...lazyRoute(async () => (await import('@/features/auth/pages/register-page')).RegisterPage),
      },
      // Account security: password reset and e-mail verification links from the e-mails, and the profile page.
      {
        path: 'forgot-password',
        ...lazyRoute(async () => (await import('@/features/account/pages/forgot-password-page')).ForgotPasswordPage),
      },
      {
        path: 'reset-password',
        ...lazyRoute(async () => (await import('@/features/account/pages/reset-password-page')).ResetPasswordPage),
      },
      {
        path: 'verify-email',
        ...lazyRoute(async () => (await import('@/features/account/pages/verify-email-page')).VerifyEmailPage),
      },
      // The link at the foot of every update e-mail: public, works without signing in.
      {
        path: 'unsubscribe',
        ...lazyRoute(async () => (await import('@/features/updates/pages/unsubscribe-page')).UnsubscribePage),
      },
      // Manage a recurring gift by e-mailed link (issue 24): the request form and the link's landing, no account.
      {
        path: 'manage-recurring/*',
        ...lazyRoute(
          async () => (await import('@/features/recurring-manage/pages/manage-recurring-page')).ManageRecurringPage,
        ),
      },
      {
        path: 'account',
        element: <RequireAuth />,
        children: [
          {
            index: true,
            ...lazyRoute(async () => (await import('@/features/account/pages/account-page')).AccountPage),
          },
        ],
      },
      // Campaign listing and campaign page: loaded when opened; the home page's cards are in the first bundle.
      {
        path: 'campaigns',
        ...lazyRoute(
          async () => (await import('@/features/campaigns/pages/campaigns-page')).CampaignsPage,
          serverRendered,
        ),
      },
      {
        path: 'campaigns/:id',
        ...lazyRoute(
          async () => (await import('@/features/campaigns/pages/campaign-page')).CampaignPage,
          serverRendered,
        ),
      },
      // Peer-to-peer fundraising (issue 25): a supporter's page and a team's, public and server-rendered; making
      // and editing a page needs an account.
      {
        path: 'campaigns/:id/fundraisers/:slug',
        ...lazyRoute(
          async () => (await import('@/features/fundraisers/pages/fundraiser-page')).FundraiserPage,
          serverRendered,
        ),
      },
      {
        path: 'campaigns/:id/teams/:slug',
        ...lazyRoute(async () => (await import('@/features/fundraisers/pages/team-page')).TeamPage, serverRendered),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'campaigns/:id/fundraise',
            ...lazyRoute(
              async () => (await import('@/features/fundraisers/pages/create-fundraiser-page')).CreateFundraiserPage,
            ),
          },
          {
            path: 'fundraisers/:fundraiserId/edit',
            ...lazyRoute(
              async () => (await import('@/features/fundraisers/pages/edit-fundraiser-page')).EditFundraiserPage,
            ),
          },
        ],
      },
      // Static pages and the contact form: each page's text and code load only when it is opened.
      {
        path: 'about',
        ...lazyRoute(async () => (await import('@/features/static-pages/pages/about-page')).AboutPage, serverRendered),
      },
      {
        path: 'how-it-works',
        ...lazyRoute(
          async () => (await import('@/features/static-pages/pages/how-it-works-page')).HowItWorksPage,
          serverRendered,
        ),
      },
      {
        path: 'contact',
        ...lazyRoute(async () => (await import('@/features/contact/pages/contact-page')).ContactPage, serverRendered),
      },
      {
        path: 'help',
        ...lazyRoute(
          async () => (await import('@/features/static-pages/pages/help-center-page')).HelpCenterPage,
          serverRendered,
        ),
      },
      {
        path: 'privacy',
        ...lazyRoute(
          async () => (await import('@/features/static-pages/pages/privacy-policy-page')).PrivacyPolicyPage,
          serverRendered,
        ),
      },
      {
        path: 'terms',
        ...lazyRoute(
          async () => (await import('@/features/static-pages/pages/terms-of-service-page')).TermsOfServicePage,
          serverRendered,
        ),
      },
      // The donation flow and its success page (spec section 2): form, card and validation code load on opening.
      {
        path: 'donate/:identifier',
        ...lazyRoute(async () => (await import('@/features/donations/pages/donate-page')).DonatePage, serverRendered),
      },
      {
        path: 'donation-success',
        ...lazyRoute(
          async () => (await import('@/features/donations/pages/donation-success-page')).DonationSuccessPage,
          serverRendered,
        ),
      },
      {
        path: 'subscription-success',
        ...lazyRoute(
          async () => (await import('@/features/donations/pages/donation-success-page')).DonationSuccessPage,
          serverRendered,
        ),
      },
      {
        path: 'payments/sandbox/authenticate/:token',
        ...lazyRoute(
          async () => (await import('@/features/donations/pages/sandbox-authenticate-page')).SandboxAuthenticatePage,
        ),
      },
      {
        path: 'dashboard',
        element: <RequireAuth />,
        children: [
          {
            index: true,
            ...lazyRoute(async () => (await import('@/features/donor-dashboard/pages/dashboard-page')).DashboardPage),
          },
        ],
      },
      {
        path: 'admin',
        // Signed-in only here; admin-routes.tsx checks the role per page (the settings page shows Access Denied).
        element: <RequireAuth />,
        // The splat does not match the bare /admin, so the index child (the overview) renders the same module.
        children: [
          { index: true, ...adminRoutes },
          { path: '*', ...adminRoutes },
        ],
      },
      {
        path: '*',
        ...lazyRoute(async () => (await import('./routes/not-found-page')).NotFoundPage, serverRendered),
      },
    ],
  },
  // Embedded in other sites' frames: no sidebar, header, footer or padding (spec section 2).
  {
    path: 'embed/campaign/:id',
    element: <RouteErrorBoundary>{embedCampaignPage.element}</RouteErrorBoundary>,
    handle: { preload: embedCampaignPage.preload } satisfies RouteHandle,
  },
];

/** The page for the current location (inside a BrowserRouter in the browser, a StaticRouter on the server). */
export function AppRoutes() {
  return useRoutes(routes);
}
