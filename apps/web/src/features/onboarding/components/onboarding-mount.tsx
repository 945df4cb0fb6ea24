import { lazy, Suspense } from 'react';
import { useUser } from '@/features/auth';

// The runtime decides whether a tour runs and loads the player (react-joyride, DOMPurify) only then: none of it is
// in the public pages' first bundle, and visitors never load it.
const OnboardingRuntime = lazy(() =>
  import('@/features/onboarding/runtime/onboarding-runtime').then((m) => ({ default: m.OnboardingRuntime })),
);

/** The onboarding overlay every page carries (admin spec section 2), for signed-in users. */
export function OnboardingMount() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the user: a new sign-in asks for the tours afresh (section 4). */}
      <OnboardingRuntime key={user.id} userId={user.id} isAdmin={user.role === 'admin'} />
    </Suspense>
  );
}
