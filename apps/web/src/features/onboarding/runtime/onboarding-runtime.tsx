import { PREVIEW_ONBOARDING_PARAM, type OnboardingTour, type TourProgress } from '@causeway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { availableToursQueryOptions, useAvailableTours } from '@/features/onboarding/api/get-available-tours';
import { getOnboardingSettings } from '@/features/onboarding/api/get-onboarding-settings';
import { startTour } from '@/features/onboarding/api/tour-progress';
import { subscribeTourRequests } from '@/features/onboarding/lib/tour-requests';

// The player carries react-joyride and DOMPurify: loaded only when a tour is about to run.
const TourPlayer = lazy(() =>
  import('@/features/onboarding/runtime/tour-player').then((m) => ({ default: m.TourPlayer })),
);

export type ActiveTour = {
  tour: OnboardingTour;
  progress: TourProgress | null;
  /** Progress goes to the server: not in a preview, nor for a signed-out visitor (no session). */
  recorded: boolean;
};

function isPreview(search: string, pathname: string): boolean {
  return pathname === '/dashboard' && new URLSearchParams(search).get(PREVIEW_ONBOARDING_PARAM) === 'true';
}

/**
 * Admin spec section 4, after sign-in: the tour the server says starts by itself (its trigger rules), a tour asked
 * for with 'Take the tour', or, for an administrator on /dashboard?preview_onboarding=true, the saved tour
 * whatever their progress (nothing recorded). Tour calls fail silently (section 8).
 */
export function OnboardingRuntime({ userId, isAdmin }: { userId: number; isAdmin: boolean }) {
  const { search, pathname } = useLocation();
  const preview = isAdmin && isPreview(search, pathname);
  const queryClient = useQueryClient();
  const available = useAvailableTours(preview ? null : userId);
  const [active, setActive] = useState<ActiveTour | null>(null);
  const started = useRef(false);

  const begin = useCallback((tourId: number) => {
    void startTour(tourId).then((session) => {
      if (session) setActive({ tour: session.tour, progress: session.progress, recorded: true });
    });
  }, []);

  useEffect(() => {
    if (started.current) return;
    if (preview) {
      started.current = true;
      getOnboardingSettings()
        .then((tour) => setActive({ tour, progress: null, recorded: false }))
        .catch((error: unknown) => console.warn('Onboarding preview failed', error));
      return;
    }
    if (!available.data) return;
    // Decided on the first answer after sign-in only: a later refetch never starts a tour by itself.
    started.current = true;
    const tourId = available.data.autoStartTourId;
    if (tourId !== null) begin(tourId);
  }, [preview, available.data, begin]);

  useEffect(
    () =>
      subscribeTourRequests((tourId) => {
        started.current = true;
        begin(tourId);
      }),
    [begin],
  );

  const close = useCallback(() => {
    setActive(null);
    // The progress changed: the next look at the tours (e.g. 'Take the tour') asks the server again.
    void queryClient.invalidateQueries({ queryKey: availableToursQueryOptions(userId).queryKey });
  }, [queryClient, userId]);

  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <TourPlayer key={`${active.tour.id}-${active.progress?.id ?? 'preview'}`} active={active} onClose={close} />
    </Suspense>
  );
}
