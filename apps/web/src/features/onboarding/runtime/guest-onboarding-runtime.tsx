import type { UserTour } from '@causeway/contracts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { getGuestTours } from '@/features/onboarding/api/get-guest-tours';
import { rememberGuestTour, seenGuestTours } from '@/features/onboarding/lib/guest-tour-memory';

const TourPlayer = lazy(() =>
  import('@/features/onboarding/runtime/tour-player').then((m) => ({ default: m.TourPlayer })),
);

// No tour over signing in or up, a frame on another site, or the donation flow: a tour must not get in the way of
// giving (docs/decisions.md).
const QUIET_PAGES =
  /^\/(login|register|forgot-password|reset-password|embed|donate|payments|donation-success|subscription-success)(\/|$)/;

/**
 * Admin spec section 4, "signed-out visitors use a separate guest-tours check": asked once per page load, the
 * first tour for all users whose trigger is first_login starts by itself, once per browser (signup tours are for
 * new accounts, manual ones only from 'Take the tour'). Nothing goes to the server: finished and skipped tours are
 * remembered in this browser.
 */
export function GuestOnboardingRuntime() {
  const { pathname } = useLocation();
  const quiet = QUIET_PAGES.test(pathname);
  const [tour, setTour] = useState<UserTour | null>(null);

  useEffect(() => {
    let current = true;
    void getGuestTours().then((tours) => {
      const seen = seenGuestTours();
      const first = tours.find((t) => t.triggerEvent === 'first_login' && !seen.includes(t.id));
      if (current && first) setTour(first);
    });
    return () => {
      current = false;
    };
  }, []);

  const close = useCallback(() => {
    if (tour) rememberGuestTour(tour.id);
    setTour(null);
  }, [tour]);

  // On a quiet page the tour waits (and starts over) until the visitor is on another one.
  if (!tour || quiet) return null;
  return (
    <Suspense fallback={null}>
      <TourPlayer active={{ tour, progress: null, recorded: false }} onClose={close} />
    </Suspense>
  );
}
