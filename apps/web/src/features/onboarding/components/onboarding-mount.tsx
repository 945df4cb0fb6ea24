import { lazy, Suspense } from 'react';
import { useUser } from '@/features/auth';

// The runtime decides whether a tour runs and loads the player (react-joyride, DOMPurify) only then: none of it is
// in the public pages' first bundle.
const OnboardingRuntime = lazy(() =>
  import('@/features/onboarding/runtime/onboarding-runtime').then((m) => ({ default: m.OnboardingRuntime })),
);
const GuestOnboardingRuntime = lazy(() =>
  import('@/features/onboarding/runtime/guest-onboarding-runtime').then((m) => ({
    default: m.GuestOnboardingRuntime,
  })),
);

/** The onboarding overlay every page carries (admin spec section 2): the user's tours, or the guest tours. */
export function OnboardingMount() {
  const { user, isLoading } = useUser();
  // Not before the auth check answers: a signed-in user is never shown, or sent to ask for, the guest tours.
  if (isLoading) return null;
  return (
    <Suspense fallback={null}>
      {user ? (
        // Keyed by the user: a new sign-in asks for the tours afresh (section 4).
        <OnboardingRuntime key={user.id} userId={user.id} isAdmin={user.role === 'admin'} />
      ) : (
        <GuestOnboardingRuntime />
      )}
    </Suspense>
  );
}
