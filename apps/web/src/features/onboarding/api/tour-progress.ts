import type { ProgressUpdate, TourProgress, TourSession } from '@causeway/contracts';
import { api } from '@/lib/api-client';

// Section 8: tour calls fail silently, logged to the console only; a failed call never blocks the tour.
function quietly<T>(call: Promise<T>): Promise<T | null> {
  return call.catch((error: unknown) => {
    console.warn('Onboarding tour call failed', error);
    return null;
  });
}

/** POST /api/onboarding/tours/{id}/start (or /restart): the tour and the user's progress record. */
export function startTour(tourId: number, restart = false): Promise<TourSession | null> {
  return quietly(api.post<TourSession>(`/api/onboarding/tours/${tourId}/${restart ? 'restart' : 'start'}`));
}

/** POST …/skip or …/complete: the tour does not start by itself again. */
export function finishTour(tourId: number, how: 'skip' | 'complete'): Promise<{ progress: TourProgress } | null> {
  return quietly(api.post<{ progress: TourProgress }>(`/api/onboarding/tours/${tourId}/${how}`));
}

/** PUT /api/onboarding/progress/{progressId}: the step left and how. */
export function updateTourProgress(progressId: number, update: ProgressUpdate) {
  return quietly(api.put<{ progress: TourProgress }>(`/api/onboarding/progress/${progressId}`, update));
}
