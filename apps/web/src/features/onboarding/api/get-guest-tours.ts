import type { UserTour } from '@causeway/contracts';
import { api } from '@/lib/api-client';

/** GET /api/onboarding/guest-tours: the enabled tours meant for all users. Fails silently (section 8): none. */
export function getGuestTours(): Promise<UserTour[]> {
  return api.get<UserTour[]>('/api/onboarding/guest-tours').catch((error: unknown) => {
    console.warn('Onboarding tour call failed', error);
    return [];
  });
}
