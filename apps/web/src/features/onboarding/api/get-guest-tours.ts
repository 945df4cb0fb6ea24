import { onboardingEndpoints, type onboardingOperations, type UserTour } from '@causeway/contracts';
import { callOperation } from '@/lib/api-client';

/** The enabled tours meant for all users. Fails silently (section 8): none. */
export function getGuestTours(): Promise<UserTour[]> {
  return callOperation<typeof onboardingOperations.guest>(onboardingEndpoints.guest).catch((error: unknown) => {
    console.warn('Onboarding tour call failed', error);
    return [];
  });
}
