import {
  onboardingEndpoints as endpoints,
  type onboardingOperations as ops,
  type ProgressUpdate,
  type TourProgress,
  type TourSession,
} from '@causeway/contracts';
import { callOperation } from '@/lib/api-client';

// Section 8: tour calls fail silently, logged to the console only; a failed call never blocks the tour.
function quietly<T>(call: Promise<T>): Promise<T | null> {
  return call.catch((error: unknown) => {
    console.warn('Onboarding tour call failed', error);
    return null;
  });
}

/** Starts (or restarts) a tour: the tour and the user's progress record. */
export function startTour(tourId: number, restart = false): Promise<TourSession | null> {
  const params = { id: tourId };
  return quietly(
    restart
      ? callOperation<typeof ops.restart>(endpoints.restart, { params })
      : callOperation<typeof ops.start>(endpoints.start, { params }),
  );
}

/** Skips or completes a tour: it does not start by itself again. */
export function finishTour(tourId: number, how: 'skip' | 'complete'): Promise<{ progress: TourProgress } | null> {
  const params = { id: tourId };
  return quietly(
    how === 'skip'
      ? callOperation<typeof ops.skip>(endpoints.skip, { params })
      : callOperation<typeof ops.complete>(endpoints.complete, { params }),
  );
}

/** The step left and how. */
export function updateTourProgress(progressId: number, update: ProgressUpdate) {
  return quietly(callOperation<typeof ops.progress>(endpoints.progress, { params: { progressId }, body: update }));
}
