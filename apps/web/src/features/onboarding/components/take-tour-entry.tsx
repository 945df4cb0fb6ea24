import { lazy, Suspense } from 'react';

// The button and its query load with the page that shows it, not with the layout that mounts the overlay.
const LazyTakeTourButton = lazy(() =>
  import('@/features/onboarding/components/take-tour-button').then((m) => ({ default: m.TakeTourButton })),
);

/** 'Take the tour', for pages outside this feature (the donor dashboard's header). */
export function TakeTourEntry() {
  return (
    <Suspense fallback={null}>
      <LazyTakeTourButton />
    </Suspense>
  );
}
