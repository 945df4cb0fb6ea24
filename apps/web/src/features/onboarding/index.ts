// The onboarding feature's public face: the overlay the layout mounts on every page and the 'Take the tour' entry.
// The editor page is not exported: admin-routes.tsx loads it lazily by path.
export { OnboardingMount } from './components/onboarding-mount';
export { TakeTourEntry as TakeTourButton } from './components/take-tour-entry';
