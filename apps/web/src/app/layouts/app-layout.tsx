import { Trans } from '@lingui/react/macro';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { POPUP_EMBED_PARAM, POPUP_MODE } from '@causeway/contracts';
import { OnboardingMount } from '@/features/onboarding';
import { loadOnce, whenIdle } from '@/lib/lazy-module';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ScrollToTop } from './scroll-to-top';
import { Sidebar } from './sidebar';

// The drawer is only for narrow screens and only once the menu is opened: it is not in the script that hydrates a
// page (docs/performance.md), and is fetched when the page is idle, so the first tap on the menu finds it loaded.
const importDrawer = loadOnce(() => import('./mobile-drawer'));
const MobileDrawer = lazy(async () => ({ default: (await importDrawer()).MobileDrawer }));

export function AppLayout() {
  const location = useLocation();
  // The drawer belongs to the location it was opened on, so any navigation closes it.
  const [drawerKey, setDrawerKey] = useState<string | null>(null);
  const drawerOpen = drawerKey === location.key;
  const closeDrawer = useCallback(() => setDrawerKey(null), []);

  useEffect(() => whenIdle(() => void importDrawer().catch(() => undefined), 5000), []);

  // Pop-up giving (issue 24): the donation page in a host page's overlay frame, without the site's navigation.
  if (location.search.includes(`${POPUP_EMBED_PARAM}=${POPUP_MODE}`)) {
    return (
      <main id="main" className="flex min-h-dvh flex-col">
        <Outlet />
      </main>
    );
  }

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:inset-s-4 focus:top-4"
      >
        <Trans>Skip to content</Trans>
      </a>
      <ScrollToTop />
      <aside className="fixed inset-y-0 inset-s-0 z-30 hidden w-64 border-e border-border lg:block">
        <Sidebar />
      </aside>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer onClose={closeDrawer}>
            <Sidebar onClose={closeDrawer} />
          </MobileDrawer>
        </Suspense>
      )}
      <div className="flex min-h-dvh flex-col lg:ps-64">
        <AppHeader onOpenMenu={() => setDrawerKey(location.key)} menuOpen={drawerOpen} />
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Outlet />
        </main>
        <AppFooter />
      </div>
      <OnboardingMount />
    </div>
  );
}
